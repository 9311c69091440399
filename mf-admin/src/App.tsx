import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { AuditLogPage } from './audit/AuditLogPage';
import { AdminLayout } from './nav/AdminLayout';
import { PlatformPage } from './platform/PlatformPage';
import { SettingsPage } from './settings/SettingsPage';
import './admin.css';

registerNamespace('admin', { en, es });

export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="admin" element={<PlatformPage />} />
        <Route path="admin/platform" element={<PlatformPage />} />
        <Route path="admin/settings" element={<SettingsPage />} />
        <Route path="admin/audit" element={<AuditLogPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
