import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { SiteSettings } from '@optio/contracts/admin';
import { adminKeys } from '../../api/keys';

/** What an educator may change; an admin may add the upload quota. */
export type SiteSettingsInput = Omit<SiteSettings, 'upload_quota_mb'> & {
  upload_quota_mb?: number;
};

/** PUT /api/admin/settings */
export const saveSettings = (body: SiteSettingsInput) =>
  api.put<SiteSettings>('/api/admin/settings', body);

/** `onSuccess` runs first; then the top bar's settings and the audit log are refreshed. */
export function useSaveSettings({ onSuccess }: { onSuccess?: (saved: SiteSettings) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      onSuccess?.(saved);
      await client.invalidateQueries({ queryKey: adminKeys.publicSettings });
      await client.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
