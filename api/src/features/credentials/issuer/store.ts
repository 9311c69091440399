import type { Queryable } from '../../../db/types';

/** Records a signing key the first time it is used (a second replica's insert changes nothing). */
export async function recordKey(db: Queryable, publicKeyMultibase: string, at: string) {
  await db
    .insertInto('credential_issuer_keys')
    .values({ public_key_multibase: publicKeyMultibase, first_used_at: at })
    .onConflict((oc) => oc.column('public_key_multibase').doNothing())
    .execute();
}

/** Every key the issuer ever used, newest first. */
export async function listKeys(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectFrom('credential_issuer_keys')
    .select('public_key_multibase')
    .orderBy('first_used_at', 'desc')
    .execute();
  return rows.map((r) => r.public_key_multibase);
}
