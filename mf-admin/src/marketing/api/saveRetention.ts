import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { LeadRetention } from '@optio/contracts/leads';
import { adminKeys } from '../../api/keys';

/** PUT /api/marketing/retention (admin only, audited). */
export const saveRetention = (months: number) =>
  api.put<LeadRetention>('/api/marketing/retention', { months });

export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRetention,
    onSuccess: (data) => client.setQueryData(adminKeys.retention, data),
  });
}
