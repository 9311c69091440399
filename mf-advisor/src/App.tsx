import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { BadgeEditorPage } from './badges/BadgeEditorPage';
import { ReviewQueuePage } from './reviews/ReviewQueuePage';
import { AdvisorHomePage } from './students/AdvisorHomePage';
import { StudentDetailPage } from './students/StudentDetailPage';
import './advisor.css';

registerNamespace('advisor', { en, es });

export default function AdvisorApp() {
  return (
    <Routes>
      <Route path="advisor" element={<AdvisorHomePage />} />
      <Route path="advisor/students/:studentId" element={<StudentDetailPage />} />
      <Route path="advisor/reviews" element={<ReviewQueuePage />} />
      <Route path="advisor/badges/create" element={<BadgeEditorPage />} />
      <Route path="advisor/badges/:badgeId/edit" element={<BadgeEditorPage />} />
      <Route path="*" element={<Navigate to="/advisor" replace />} />
    </Routes>
  );
}
