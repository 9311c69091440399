import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { CalendarPage } from './calendar/CalendarPage';
import { ConstellationPage } from './constellation/ConstellationPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { QuestDetailPage } from './quest-detail/QuestDetailPage';
import { QuestsPage } from './quests/QuestsPage';
import './student.css';

registerNamespace('student', { en, es });

export default function StudentApp() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="quests" element={<QuestsPage />} />
      <Route path="quests/:id" element={<QuestDetailPage />} />
      <Route path="constellation" element={<ConstellationPage />} />
      <Route path="calendar" element={<CalendarPage />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
