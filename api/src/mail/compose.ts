import type { Language } from '../lib/language';
import type { MailMessage } from './mailer';
import { mailWords } from './words';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Every message has the same plain-text and HTML content, links in both, signed in the
 * recipient's language.
 */
export function composeMail(
  to: string,
  lng: Language,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): MailMessage {
  const signature = mailWords(lng)('signature');
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '', signature].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${escapeHtml(signature)}</p></body></html>`,
  ].join('');
  return { to, subject, text, html };
}
