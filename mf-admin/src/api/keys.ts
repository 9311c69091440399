import type { LeadFilters } from '../marketing/api/getLeads';
import type { IncidentStatus } from '../safety/api/getIncidents';
import type { UserFilters } from '../users/api/getUsers';

// Query keys of the admin area; every change invalidates by the `all` prefix (lists, details and
// the audit log together).
export const adminKeys = {
  all: ['admin'] as const,
  users: (filters: UserFilters) => ['admin', 'users', filters] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  quests: (search: string, page: number) => ['admin', 'quests', search, page] as const,
  quest: (id: string | undefined) => ['admin', 'quest', id] as const,
  badges: ['admin', 'badges'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  auditPage: (page: number) => ['admin', 'audit-log', page] as const,
  creditSettings: ['admin', 'credit-settings'] as const,
  reviewSettings: ['admin', 'review-settings'] as const,
  settings: ['admin', 'settings'] as const,
  platformHealth: ['admin', 'platform-health'] as const,
  runtimeHealth: ['admin', 'platform-runtime-health'] as const,
  releases: ['admin', 'platform-releases'] as const,
  safety: ['admin-safety'] as const,
  incidents: (status: IncidentStatus) => ['admin-safety', status] as const,
  // Marketing's screens (issue #22) have their own prefix: a marketing user reaches none of the
  // admin lists above, and a lead change need not refetch them.
  marketing: ['marketing'] as const,
  leads: ['marketing', 'leads'] as const,
  leadPage: (f: LeadFilters, page: number) => ['marketing', 'leads', f, page] as const,
  lead: (id: string) => ['marketing', 'lead', id] as const,
  retention: ['marketing', 'retention'] as const,
  campaigns: (from: string, to: string) => ['marketing', 'campaigns', from, to] as const,
  /** The shell's key for the public settings: invalidating it updates the top bar at once. */
  publicSettings: ['settings'] as const,
};
