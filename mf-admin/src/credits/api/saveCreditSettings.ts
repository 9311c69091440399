import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { CreditSettings } from '@optio/contracts/records';
import { adminKeys } from '../../api/keys';

/** PUT /api/admin/credit-settings */
export const saveCreditSettings = (body: CreditSettings) =>
  api.put<CreditSettings>('/api/admin/credit-settings', body);

/** Stores the saved settings in the cache, then refreshes the audit log. */
export function useSaveCreditSettings({
  onSuccess,
  onError,
}: {
  onSuccess?: (saved: CreditSettings) => void;
  onError?: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCreditSettings,
    onSuccess: async (saved) => {
      onSuccess?.(saved);
      client.setQueryData(adminKeys.creditSettings, saved);
      await client.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
    onError,
  });
}
