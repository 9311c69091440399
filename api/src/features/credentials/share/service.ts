import type { CredentialSummary } from '@optio/contracts/credentials';
import type { Queryable } from '../../../db/types';
import type { CredentialsTable } from '../../../db/tables/credentials';
import { isPublic, loadProfile } from '../../records';
import type { JsonObject } from '../proof/libs';
import { findCredential, listCredentialsOf } from '../issue/store';

/**
 * A credential's public page is on while its page is public: the diploma's with the diploma,
 * badges' and the transcript's with the portfolio (under 13 both need a parent's approval).
 */
async function sharedKinds(db: Queryable, studentId: string) {
  const profile = await loadProfile(db, studentId);
  const [diploma, portfolio] = await Promise.all([
    isPublic(db, profile, 'diploma'),
    isPublic(db, profile, 'portfolio'),
  ]);
  return (row: Pick<CredentialsTable, 'kind'>) => (row.kind === 'diploma' ? diploma : portfolio);
}

export function summaryOf(
  row: CredentialsTable,
  shared: boolean,
  publicUrl: string,
): CredentialSummary {
  const document = JSON.parse(row.document) as JsonObject;
  return {
    id: row.id,
    kind: row.kind,
    name: typeof document.name === 'string' ? document.name : row.kind,
    issued_at: row.issued_at,
    revoked_at: row.revoked_at,
    revoked_reason: row.revoked_reason,
    public_url: shared ? `${publicUrl}/credentials/${row.id}` : null,
  };
}

export async function listCredentials(db: Queryable, studentId: string, publicUrl: string) {
  const [rows, isShared] = await Promise.all([
    listCredentialsOf(db, studentId),
    sharedKinds(db, studentId),
  ]);
  return { credentials: rows.map((row) => summaryOf(row, isShared(row), publicUrl)) };
}

/** Where a credential of `kind` can be seen: its public address, or null while not shared. */
export async function publicAddress(
  db: Queryable,
  studentId: string,
  row: Pick<CredentialsTable, 'id' | 'kind'>,
  publicUrl: string,
): Promise<string | null> {
  const isShared = await sharedKinds(db, studentId);
  return isShared(row) ? `${publicUrl}/credentials/${row.id}` : null;
}

/** The document behind /credentials/{id}; null when unknown or not shared (both a 404). */
export async function sharedCredential(db: Queryable, id: string): Promise<JsonObject | null> {
  const row = await findCredential(db, id);
  if (!row) return null;
  const isShared = await sharedKinds(db, row.student_id);
  return isShared(row) ? (JSON.parse(row.document) as JsonObject) : null;
}
