import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message read back from the file mailbox (used by tests, e2e and the README walkthrough). */
export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return m?.[1]?.trim() ?? '';
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { type: header(head, 'Content-Type').toLowerCase(), body: decoded };
}

export function parseMail(file: string): StoredMail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const { type, body } = decodePart(part.replace(/^\r?\n/, ''));
    if (type.startsWith('text/plain')) text = body;
    else if (type.startsWith('text/html')) html = body;
  }
  const subjectRaw = header(head, 'Subject');
  // RFC 2047: the white space between two adjacent encoded words is not part of the text.
  const subject = subjectRaw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_m, q: string) =>
      decodeQuotedPrintable(q.replace(/_/g, ' ')),
    );
  return { file, to: header(head, 'To'), subject, text, html };
}

/** All mails to `address`, oldest first. */
export function mailsTo(dataDir: string, address: string): StoredMail[] {
  const dir = join(dataDir, 'mailbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const wanted = address.toLowerCase();
  return files
    .sort()
    .map((f) => parseMail(join(dir, f)))
    .filter((m) => m.to.toLowerCase().replace(/.*</, '').replace(/>.*/, '') === wanted);
}

export function newestMailTo(dataDir: string, address: string): StoredMail | undefined {
  return mailsTo(dataDir, address).at(-1);
}

/** The first link in the plain-text part whose path starts with `pathPrefix` (e.g. "/email-verification"). */
export function extractLink(mail: StoredMail, pathPrefix: string): string | undefined {
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  return links.find(
    (l) => new URL(l).pathname === pathPrefix || new URL(l).pathname.startsWith(`${pathPrefix}?`),
  );
}

export function tokenFromLink(link: string): string | null {
  return new URL(link).searchParams.get('token');
}
