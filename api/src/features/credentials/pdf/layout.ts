import { lazyModule } from '../../../lib/lazy-module';
import { PdfWriter } from '../../../lib/pdf/document';
import type { JsonObject } from '../proof/libs';
import { clrParts, describe } from '../verify/summary';

const qrcode = lazyModule<typeof import('qrcode')>('qrcode');

/** Where the PDF sends a reader to check the credential. */
export interface VerifyHint {
  /** The credential's public address, or null while it is not shared. */
  publicUrl: string | null;
  /** The deployment's /verify page, where the JSON file can be checked without sharing. */
  verifyPage: string;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
const QR_SIZE = 144;

/** The dark modules of a QR code for `text` (error correction M: survives a crease or smudge). */
export function qrModules(text: string): boolean[][] {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) =>
    Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))),
  );
}

const partLine = (part: JsonObject) => {
  const facts = describe(part);
  const subject = (
    Array.isArray(part.credentialSubject) ? part.credentialSubject[0] : part.credentialSubject
  ) as JsonObject | undefined;
  const credits =
    typeof subject?.creditsEarned === 'number' ? `${subject.creditsEarned} credits` : '';
  const narrative = typeof subject?.narrative === 'string' ? subject.narrative : '';
  return [facts.achievement?.name ?? '', credits, narrative].filter(Boolean).join(' — ');
};

/**
 * A printable copy of a signed credential: what it says (read from the signed document itself,
 * so the PDF never says more than the credential) and how to check it. The PDF is not the
 * credential: the QR code leads to the signed original, which the verifier checks.
 */
export function credentialPdf(credential: JsonObject, hint: VerifyHint): Promise<Buffer> {
  const facts = describe(credential);
  const title = facts.achievement?.name ?? 'Credential';
  const issuer = facts.issuer?.name ?? facts.issuer?.id ?? 'Unknown issuer';
  const pdf = new PdfWriter({
    title,
    lang: 'en-US',
    author: issuer,
    subject: 'Verifiable credential',
  });
  const body = { size: 11 };
  const types = Array.isArray(credential.type) ? credential.type : [];
  pdf.heading(title, 1, 22).moveDown(0.2);
  pdf.paragraph(
    types.includes('ClrCredential')
      ? 'Verifiable credential (CLR 2.0 transcript)'
      : 'Verifiable credential (Open Badges 3.0)',
    { size: 10 },
  );
  pdf.moveDown(0.8);
  pdf.paragraph(`Issued by: ${issuer} (${facts.issuer?.id ?? '—'})`, body);
  pdf.paragraph(
    facts.subject_name
      ? `Issued to: ${facts.subject_name}`
      : 'Issued to: the earner (name not shared; the credential identifies them by a hashed e-mail address)',
    body,
  );
  pdf.paragraph(`Issued on: ${day(facts.issued_at)}`, body);
  if (facts.achievement?.description) pdf.paragraph(facts.achievement.description, body);
  const parts = clrParts(credential);
  if (parts.length > 0) {
    pdf.moveDown(0.6).heading('Courses and pillars', 2, 14).moveDown(0.2);
    for (const part of parts) pdf.paragraph(partLine(part), { size: 10, indent: 12 });
  }
  pdf.moveDown(0.8);
  pdf.paragraph(`Credential id: ${String(credential.id)}`, { size: 9 });
  pdf.keepSpace(QR_SIZE + 120).moveDown(1);
  pdf.heading('Check this credential', 2, 14).moveDown(0.3);
  if (hint.publicUrl) {
    pdf.paragraph(
      'Scan the code or open the address below to see the signed original checked: valid, revoked or changed.',
      body,
    );
    // On a line of its own: wrapped inside a sentence it broke at a hyphen of the id, and a
    // reader typing it from paper would not know the break is no space.
    pdf.paragraph(hint.publicUrl, { size: 10 });
    const top = pdf.y + 12;
    pdf.qrCode(
      qrModules(hint.publicUrl),
      { x: 0, y: top },
      QR_SIZE,
      `QR code of ${hint.publicUrl}`,
      hint.publicUrl,
    );
    pdf.moveTo(top + QR_SIZE + 12);
  } else {
    pdf.paragraph(
      'This credential is private: it has no public address, so this copy has no QR code. ' +
        `To check it, give the verifier the credential's JSON file; they open ${hint.verifyPage} ` +
        'and choose the file. It gets a public address (and a QR code) once the student makes the ' +
        'matching page public (a parent approves this for a student under 13).',
      body,
    );
  }
  return pdf.finish();
}
