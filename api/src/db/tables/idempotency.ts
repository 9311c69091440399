/** Migration 013: one row per (principal, target, key). */
export interface IdempotencyKeysTable {
  principal: string;
  target: string;
  idem_key: string;
  fingerprint: string | null;
  state: 'pending' | 'done';
  status: number | null;
  headers: string | null;
  body: string | null;
  body_kind: number;
  created_at: string;
  expires_at: string;
}
