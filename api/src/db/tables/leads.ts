import type { LeadKind } from '@optio/contracts';

/** A row of `leads` (migration 003): the raw IP is never stored, only its keyed hash. */
export interface LeadsTable {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  role: string | null;
  message: string | null;
  ip_hash: string | null;
  created_at: string;
}
