import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';

export type IncidentStatus = 'open' | 'resolved' | 'all';

export interface StaffIncident {
  id: string;
  conversation_id: string | null;
  category: 'personal_info' | 'self_harm' | 'violence' | 'abuse' | 'sexual' | 'bullying' | 'drugs';
  severity: 'critical' | 'high' | 'medium' | 'low';
  action_taken: 'redacted' | 'escalated' | 'blocked' | 'supported' | 'reply_replaced';
  excerpt: string | null;
  created_at: string;
  status: 'open' | 'resolved';
  resolved_at: string | null;
  resolution_note: string | null;
  student: { id: string; first_name: string; last_name: string };
}

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

/** POST /api/admin/safety/incidents/{id}/resolve { note }. */
export function useResolveIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post<StaffIncident>(`/api/admin/safety/incidents/${encodeURIComponent(id)}/resolve`, {
        note,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
