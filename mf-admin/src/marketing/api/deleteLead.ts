import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';
import { marketingKeys } from './keys';

/** DELETE /api/marketing/leads/{id}: on the visitor's request (audited). */
export const deleteLead = (id: string) =>
  api.delete<MessageResponse>(`/api/marketing/leads/${encodeURIComponent(id)}`);

export function useDeleteLead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLead(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: marketingKeys.lead(id) });
      return client.invalidateQueries({ queryKey: marketingKeys.all });
    },
  });
}
