import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { LeadChange, MarketingLead } from '@optio/contracts/leads';
import { adminKeys } from '../../api/keys';

/** PATCH /api/marketing/leads/{id} with a status and/or notes (a status change is audited). */
export const updateLead = (id: string, change: LeadChange) =>
  api.patch<MarketingLead>(`/api/marketing/leads/${encodeURIComponent(id)}`, change);

export function useUpdateLead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: LeadChange) => updateLead(id, change),
    onSuccess: (lead) => {
      client.setQueryData(adminKeys.lead(id), lead);
      return client.invalidateQueries({ queryKey: adminKeys.leads });
    },
  });
}
