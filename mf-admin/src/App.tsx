import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import { useSession } from '@optio/session';
import en from './locales/en.json';
import es from './locales/es.json';
import { AuditLogPage } from './audit/AuditLogPage';
import { AdminLayout } from './nav/AdminLayout';
import { PlatformPage } from './platform/PlatformPage';
import { SettingsPage } from './settings/SettingsPage';
import { BadgesPage } from './badges/BadgesPage';
import { QuestEditorPage } from './quests/QuestEditorPage';
import { QuestsPage } from './quests/QuestsPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';
import { SafetyPage } from './safety/SafetyPage';
import { CreditSettingsPage } from './credits/CreditSettingsPage';
import { CampaignsPage } from './marketing/CampaignsPage';
import { LeadDetailPage } from './marketing/LeadDetailPage';
import { LeadsPage } from './marketing/LeadsPage';
import './marketing/i18n';
import './platform/i18n';
import './staff-i18n';
import './admin.css';

registerNamespace('admin', { en, es });

export default function AdminApp() {
  // Marketing reaches only its own screens here (issue #22); the server refuses it the rest.
  if (useSession().user?.role === 'marketing') {
    return (
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="admin/leads" element={<LeadsPage />} />
          <Route path="admin/leads/:leadId" element={<LeadDetailPage />} />
          <Route path="admin/campaigns" element={<CampaignsPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/admin/leads" replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="admin" element={<PlatformPage />} />
        <Route path="admin/platform" element={<PlatformPage />} />
        <Route path="admin/settings" element={<SettingsPage />} />
        <Route path="admin/audit" element={<AuditLogPage />} />
        <Route path="admin/users" element={<UsersPage />} />
        <Route path="admin/users/:userId" element={<UserDetailPage />} />
        <Route path="admin/quests" element={<QuestsPage />} />
        <Route path="admin/quests/new" element={<QuestEditorPage />} />
        <Route path="admin/quests/:questId" element={<QuestEditorPage />} />
        <Route path="admin/badges" element={<BadgesPage />} />
        <Route path="admin/safety" element={<SafetyPage />} />
        <Route path="admin/credits" element={<CreditSettingsPage />} />
        <Route path="admin/leads" element={<LeadsPage />} />
        <Route path="admin/leads/:leadId" element={<LeadDetailPage />} />
        <Route path="admin/campaigns" element={<CampaignsPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
