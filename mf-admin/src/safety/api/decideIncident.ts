import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { adminKeys } from '../../api/keys';

/** Resolve an incident, or release / keep held the item behind it. */
export type Decision = 'resolve' | 'release' | 'keep';

const decisionPath = (decision: Decision, id: string) =>
  decision === 'resolve'
    ? `/api/admin/safety/incidents/${encodeURIComponent(id)}/resolve`
    : `/api/admin/safety/items/${encodeURIComponent(id)}/${decision}`;

/**
 * POST /api/admin/safety/incidents/{id}/resolve, or /api/admin/safety/items/{itemId}/release
 * and /keep, each with { note } (all audited on the server).
 */
export const decideIncident = ({
  decision,
  id,
  note,
}: {
  decision: Decision;
  id: string;
  note: string;
}) => api.post<unknown>(decisionPath(decision, id), { note });

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideIncident,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.safety }),
  });
}
