import type { MailMessage } from '../../mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Tells an Optio student that someone asked to connect. Only the requester's first name is
 * named (the recipient sees the full name and address after signing in).
 */
export function friendRequestMail(
  to: string,
  recipientFirstName: string,
  requesterFirstName: string,
  url: string,
): MailMessage {
  const paragraphs = [
    `Hi ${recipientFirstName},`,
    `${requesterFirstName} would like to be your friend on Optio. Friends see each other's completed tasks (never confidential work) and can send each other messages.`,
    'Open your connections to accept or decline. If you do not know this person, decline the request.',
  ];
  const label = 'Open my connections';
  return {
    to,
    subject: `${requesterFirstName} wants to connect with you on Optio`,
    text: [...paragraphs, `${label}: ${url}`, '', '— The Optio team'].join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(url)}">${label}</a></p>`,
      '<p>— The Optio team</p></body></html>',
    ].join(''),
  };
}
