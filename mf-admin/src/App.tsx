import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { PlatformPage } from './platform/PlatformPage';
import './admin.css';

registerNamespace('admin', { en, es });

export default function AdminApp() {
  return (
    <Routes>
      <Route path="admin" element={<PlatformPage />} />
      <Route path="admin/platform" element={<PlatformPage />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
