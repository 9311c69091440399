import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { MessageReport, StaffIncident } from '@optio/contracts/tutor';

export type IncidentStatus = 'open' | 'resolved' | 'all';

export type { MessageReport, StaffIncident };

const keys = {
  all: ['admin-safety'] as const,
  list: (status: IncidentStatus) => ['admin-safety', status] as const,
};

/** GET /api/admin/safety/incidents?status=… */
export const useIncidents = (status: IncidentStatus) =>
  useQuery({
    queryKey: keys.list(status),
    queryFn: ({ signal }) =>
      api.get<{ incidents: StaffIncident[] }>('/api/admin/safety/incidents', {
        signal,
        query: { status },
      }),
    select: (data) => data.incidents,
  });

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
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, id, note }: { decision: Decision; id: string; note: string }) =>
      api.post<unknown>(decisionPath(decision, id), { note }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
