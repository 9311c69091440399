import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { FamilyCalendarPage } from './family/FamilyCalendarPage';
import { FamilyDashboardPage } from './family/FamilyDashboardPage';
import { TaskDetailPage } from './family/TaskDetailPage';
import { ObserverFeedPage } from './observer/ObserverFeedPage';
import { ObserverInvitePage } from './observer/ObserverInvitePage';
import { TutorOversightPage } from './tutor/TutorOversightPage';
import './parent.css';

registerNamespace('parent', { en, es });

export default function ParentApp() {
  return (
    <Routes>
      <Route path="parent/dashboard" element={<FamilyDashboardPage />} />
      <Route path="parent/calendar" element={<FamilyCalendarPage />} />
      <Route path="parent/dashboard/:studentId" element={<FamilyDashboardPage />} />
      <Route path="parent/dashboard/:studentId/task/:taskId" element={<TaskDetailPage />} />
      <Route path="parent/dashboard/:studentId/tutor" element={<TutorOversightPage />} />
      <Route path="observer" element={<ObserverFeedPage />} />
      <Route path="observer-invite" element={<ObserverInvitePage />} />
      <Route path="*" element={<Navigate to="/parent/dashboard" replace />} />
    </Routes>
  );
}
