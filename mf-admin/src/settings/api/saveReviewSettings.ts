import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ReviewSettings } from '@optio/contracts/records';
import { adminKeys } from '../../api/keys';

/** PUT /api/admin/review-settings (audited as review_settings.update). */
export const saveReviewSettings = (body: ReviewSettings) =>
  api.put<ReviewSettings>('/api/admin/review-settings', body);

/** Stores the saved rules in the cache, then refreshes the audit log. */
export function useSaveReviewSettings({
  onSuccess,
}: {
  onSuccess?: (saved: ReviewSettings) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: async (saved) => {
      onSuccess?.(saved);
      client.setQueryData(adminKeys.reviewSettings, saved);
      await client.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
