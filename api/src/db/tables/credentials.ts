/** Migration 024: a key the did:web issuer signed with (all stay in its DID document). */
export interface CredentialIssuerKeysTable {
  public_key_multibase: string;
  first_used_at: string;
}

/** Migration 024: a BitstringStatusList; credentials take the next free index. */
export interface CredentialStatusListsTable {
  id: string;
  size: number;
  next_index: number;
  created_at: string;
}

export type CredentialKind = 'badge' | 'diploma' | 'transcript';

/** Migration 024: a signed credential as issued (the JSON document is kept as sent). */
export interface CredentialsTable {
  id: string;
  student_id: string;
  kind: CredentialKind;
  subject_key: string;
  content_hash: string;
  status_list: string;
  status_index: number;
  document: string;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  revoked_by: string | null;
}
