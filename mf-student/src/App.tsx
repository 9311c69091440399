import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { CalendarPage } from './calendar/CalendarPage';
import { CommunicationPage } from './communication/CommunicationPage';
import { ConnectionsPage } from './connections/ConnectionsPage';
import { ConstellationPage } from './constellation/ConstellationPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { prefetchDashboardOnStart } from './dashboard/prefetchDashboard';
import { FamilyLinksPage } from './family-links/FamilyLinksPage';
import { QuestDetailPage } from './quest-detail/QuestDetailPage';
import { QuestsPage } from './quests/QuestsPage';
import { recordsRoutes } from './records/routes';
import './student.css';

registerNamespace('student', { en, es });
prefetchDashboardOnStart(location.pathname);

export default function StudentApp() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="quests" element={<QuestsPage />} />
      <Route path="quests/:id" element={<QuestDetailPage />} />
      <Route path="constellation" element={<ConstellationPage />} />
      <Route path="calendar" element={<CalendarPage />} />
      <Route path="family" element={<FamilyLinksPage />} />
      <Route path="connections" element={<ConnectionsPage />} />
      <Route path="communication" element={<CommunicationPage />} />
      {recordsRoutes}
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
