import { Navigate, Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { DashboardPage } from './dashboard/DashboardPage';
import './student.css';

registerNamespace('student', { en, es });

export default function StudentApp() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
