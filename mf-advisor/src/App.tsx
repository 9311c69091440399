import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { AdvisorHomePage } from './students/AdvisorHomePage';
import './advisor.css';

registerNamespace('advisor', { en, es });

export default function AdvisorApp() {
  return (
    <Routes>
      <Route path="advisor" element={<AdvisorHomePage />} />
      <Route path="*" element={<Navigate to="/advisor" replace />} />
    </Routes>
  );
}
