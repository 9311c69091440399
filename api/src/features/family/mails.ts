import type { MailMessage } from '../../mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Same shape as the auth mails: the same text as plain text and HTML, the link in both. */
function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
): MailMessage {
  const text = [...paragraphs, `${link.label}: ${link.url}`, '', '— The Optio team'].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>— The Optio team</p></body></html>',
  ].join('');
  return { to, subject, text, html };
}

export const linkInvitationMail = (
  to: string,
  inviterName: string,
  inviterIs: 'parent' | 'child',
  url: string,
) =>
  message(
    to,
    `${inviterName} wants to link accounts with you on Optio`,
    [
      'Hello,',
      inviterIs === 'parent'
        ? `${inviterName} asked to be linked to your Optio account as your parent, so they can follow and celebrate your learning.`
        : `${inviterName} asked you to link to their Optio account as their parent, so you can follow and celebrate their learning.`,
      'Nothing is shared until you approve. If you do not know this person, ignore this message.',
    ],
    { url, label: 'Review the request' },
  );

export const observerInvitationMail = (
  to: string,
  parentName: string,
  childFirstName: string,
  url: string,
) =>
  message(
    to,
    `${parentName} invites you to follow ${childFirstName}'s learning on Optio`,
    [
      'Hello,',
      `${parentName} invites you to be an observer of ${childFirstName} on Optio: you will see the work ${childFirstName} shares and can cheer and leave words of encouragement.`,
      'The invitation is valid for 7 days. If you were not expecting it, ignore this message.',
    ],
    { url, label: 'Accept the invitation' },
  );
