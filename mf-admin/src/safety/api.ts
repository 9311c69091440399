import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';

export type IncidentStatus = 'open' | 'resolved' | 'all';

export interface StaffIncident {
  id: string;
  conversation_id: string | null;
  category: 'personal_info' | 'self_harm' | 'violence' | 'abuse' | 'sexual' | 'bullying' | 'drugs';
  severity: 'critical' | 'high' | 'medium' | 'low';
  action_taken:
    'redacted' | 'escalated' | 'blocked' | 'supported' | 'reply_replaced' | 'held' | 'reported';
  /** Where the text was written. */
  surface: 'tutor' | 'direct_message' | 'encouragement' | 'evidence' | 'report';
  /** The held or masked item outside the tutor (null for the tutor). */
  item_id: string | null;
  /** Whether that item is still held (null for the tutor or a deleted item). */
  item_held: boolean | null;
  excerpt: string | null;
  created_at: string;
  status: 'open' | 'resolved';
  resolved_at: string | null;
  resolution_note: string | null;
  student: { id: string; first_name: string; last_name: string };
  /** For surface `report`: who reported whom, why, and the reported messages. */
  report: MessageReport | null;
}

interface ReportPerson {
  id: string;
  first_name: string;
  last_name: string;
}

export interface MessageReport {
  reason: string;
  note: string | null;
  reporter: ReportPerson;
  reported: ReportPerson;
  messages: { id: string; sender_id: string; body: string; sent_at: string }[];
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
