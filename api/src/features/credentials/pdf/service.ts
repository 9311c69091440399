import type { CredentialKind } from '../../../db/tables/credentials';
import { contentDisposition, safeFileName } from '../../../lib/uploads/sniff';
import type { JsonObject } from '../proof/libs';
import {
  badgeCredential,
  diplomaCredential,
  transcriptCredential,
  type IssueDeps,
} from '../issue/service';
import { publicAddress } from '../share/service';
import { credentialPdf } from './layout';

export type PdfTarget = { kind: 'badge'; badgeId: string } | { kind: 'diploma' | 'transcript' };

function issue(deps: IssueDeps, studentId: string, target: PdfTarget) {
  if (target.kind === 'badge') return badgeCredential(deps, studentId, target.badgeId);
  return target.kind === 'diploma'
    ? diplomaCredential(deps, studentId)
    : transcriptCredential(deps, studentId);
}

/**
 * A credential as a printable PDF: the same credential the JSON download gives (issued on the
 * first download of either), with a QR code of its public address when it is shared. A download
 * never shares anything: privacy stays as the student (or, under 13, the parent) set it.
 */
export async function credentialPdfDownload(
  deps: IssueDeps,
  studentId: string,
  target: PdfTarget,
): Promise<{ pdf: Buffer; disposition: string }> {
  const signed = (await issue(deps, studentId, target)) as JsonObject;
  const base = deps.issuer.profile.publicUrl;
  const id = String(signed.id).split('/').pop()!;
  const kind: CredentialKind = target.kind;
  const publicUrl = await publicAddress(deps.db, studentId, { id, kind }, base);
  const pdf = await credentialPdf(signed, { publicUrl, verifyPage: `${base}/verify` });
  const name = typeof signed.name === 'string' ? signed.name : kind;
  const file = safeFileName(`credential-${name}`.toLowerCase().replace(/[\s/\\:*?"<>|]+/g, '-'));
  return { pdf, disposition: contentDisposition(`${file}.pdf`) };
}
