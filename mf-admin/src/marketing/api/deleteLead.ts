import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';
import { adminKeys } from '../../api/keys';

/** DELETE /api/marketing/leads/{id}: on the visitor's request (audited). */
export const deleteLead = (id: string) =>
  api.delete<MessageResponse>(`/api/marketing/leads/${encodeURIComponent(id)}`);

export function useDeleteLead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLead(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: adminKeys.lead(id) });
      return client.invalidateQueries({ queryKey: adminKeys.marketing });
    },
  });
}
