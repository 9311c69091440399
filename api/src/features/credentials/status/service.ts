import type { Queryable } from '../../../db/types';
import { VC_V2_CONTEXT } from '../proof/document-loader';
import { statusListLib, type DocumentLoader, type JsonObject } from '../proof/libs';
import { signCredential } from '../proof/sign';
import type { CredentialIssuer } from '../issuer/service';
import { findStatusList, revokedIndexes } from './store';

export const statusListUrl = (publicUrl: string, list: string) =>
  `${publicUrl}/credentials/status/${list}`;

/** The list id of one of our status list URLs, or null for anything else. */
export function ownStatusList(publicUrl: string, url: string): string | null {
  const prefix = `${publicUrl}/credentials/status/`;
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length);
  return /^[0-9a-f-]{36}$/.test(id) ? id : null;
}

/**
 * The signed BitstringStatusListCredential of `list` (revocation), built from the credentials'
 * revoked flags when asked: at most one row per revoked credential is read.
 */
export async function statusListCredential(
  db: Queryable,
  issuer: CredentialIssuer,
  list: string,
  documentLoader: DocumentLoader,
  now: Date,
): Promise<JsonObject | null> {
  const row = await findStatusList(db, list);
  if (!row) return null;
  const bits = await statusListLib().createList({ length: row.size });
  for (const index of await revokedIndexes(db, list)) bits.setStatus(index, true);
  const url = statusListUrl(issuer.profile.publicUrl, list);
  const credential: JsonObject = {
    '@context': [VC_V2_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    // The bare DID: a Profile object needs the Open Badges context, which a status list lacks.
    issuer: issuer.did,
    validFrom: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await bits.encode(),
    },
  };
  return signCredential(credential, await issuer.signingKey(), documentLoader);
}
