import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './env';

const MAILBOX = join(E2E_DATA_DIR, 'mailbox');

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest .eml written to `to`, decoded enough to read links; waits up to `timeoutMs`. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(MAILBOX)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // The mailbox folder appears with the first message.
    }
    for (const file of files) {
      const raw = readFileSync(join(MAILBOX, file), 'utf8');
      const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
      if (new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(header)) {
        return decodeQuotedPrintable(raw);
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in a mail whose path starts with `pathPrefix`, e.g. `/reset-password`. */
export function linkIn(mail: string, pathPrefix: string): string {
  const match = new RegExp(
    `https?://[^\\s"'<>]+${pathPrefix.replace(/\//g, '\\/')}[^\\s"'<>]*`,
  ).exec(mail);
  if (!match) throw new Error(`No ${pathPrefix} link in mail`);
  return match[0].replace(/&amp;/g, '&');
}
