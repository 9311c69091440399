import type { AuditEntry } from '@optio/contracts/admin';

/**
 * Whom or what a change was made to, when the change itself does not say: the user's e-mail for
 * a user change, the app for a release switch (its details hold only the versions).
 */
export function auditSubject(entry: Pick<AuditEntry, 'target_type' | 'target_id' | 'details'>) {
  const email = (entry.details as { email?: unknown } | null)?.email;
  if (typeof email === 'string') return email;
  if (entry.target_type === 'app' && entry.target_id) return entry.target_id;
  return undefined;
}
