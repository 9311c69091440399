import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Every message has the same plain-text and HTML content; links appear in both. */
export function mailMessage(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    '',
    '— The Optio team',
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '<p>— The Optio team</p></body></html>',
  ].join('');
  return { to, subject, text, html };
}

export const verifyEmailMail = (to: string, firstName: string, url: string) =>
  mailMessage(
    to,
    'Verify your e-mail address for Optio',
    [
      `Hi ${firstName},`,
      'Welcome to Optio! Please confirm your e-mail address to finish creating your account.',
    ],
    { url, label: 'Verify my e-mail address' },
  );

export const duplicateRegistrationMail = (to: string, firstName: string, resetUrl: string) =>
  mailMessage(
    to,
    'Someone tried to register with your e-mail address',
    [
      `Hi ${firstName},`,
      'Someone just tried to create an Optio account with this e-mail address, but you already have one.',
      'If it was you, sign in instead. If you forgot your password, you can reset it. If it was not you, you can ignore this message.',
    ],
    { url: resetUrl, label: 'Reset my password' },
  );

export const parentalConsentMail = (to: string, childFirstName: string, url: string) =>
  mailMessage(
    to,
    `${childFirstName} wants to join Optio: your consent is needed`,
    [
      'Hello,',
      `${childFirstName} has asked to create an account on Optio, a self-directed learning platform, and gave this address as their parent or guardian.`,
      'Because they are under 13, the account stays locked until you consent. Please review our notice and consent using the link below (valid for 7 days). If you do nothing, the account and its data are deleted after 7 days.',
    ],
    { url, label: 'Review and give consent' },
  );

export const consentConfirmedMail = (to: string, childFirstName: string, revokeUrl: string) =>
  mailMessage(
    to,
    `You gave consent for ${childFirstName}'s Optio account`,
    [
      'Hello,',
      `Thank you. Your consent for ${childFirstName}'s account has been recorded and the account is now unlocked.`,
      'You can withdraw consent at any time with the link below; the account is then locked again.',
    ],
    { url: revokeUrl, label: 'Withdraw consent' },
  );

export const resetPasswordMail = (to: string, firstName: string, url: string) =>
  mailMessage(
    to,
    'Reset your Optio password',
    [
      `Hi ${firstName},`,
      'We received a request to reset your password. The link below works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    ],
    { url, label: 'Choose a new password' },
  );

export const passwordChangedMail = (to: string, firstName: string, forgotUrl: string) =>
  mailMessage(
    to,
    'Your Optio password was changed',
    [
      `Hi ${firstName},`,
      'Your password was just changed and every device was signed out.',
      'If this was not you, reset your password now and contact support.',
    ],
    { url: forgotUrl, label: 'Reset my password' },
  );

export const signInLinkMail = (to: string, firstName: string, url: string) =>
  mailMessage(
    to,
    'Sign-in attempts on your Optio account',
    [
      `Hi ${firstName},`,
      'Someone entered a wrong password for your account several times, so sign-in with a password is paused for a while from where they tried.',
      'If it was you, you can sign in now with the one-time link below (valid for 30 minutes, usable once). If it was not you, your account is safe: nobody can sign in without your password or this e-mail. You can also reset your password.',
    ],
    { url, label: 'Sign in to Optio' },
  );

/** Control characters (line breaks included) become spaces, for subjects and one-line fields. */
const oneLine = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters of a visitor's text, on one line, with an ellipsis when cut. */
export const excerpt = (s: string, max = 160) => {
  const flat = oneLine(s);
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

export const leadConfirmationMail = (
  to: string,
  name: string,
  topic: string,
  note: string | null,
) =>
  mailMessage(to, `We received your request: ${topic}`, [
    `Hi ${excerpt(name, 100)},`,
    `Thank you for reaching out about ${topic}. A member of the Optio team will reply to this address within two business days.`,
    ...(note ? [`Your note began: “${excerpt(note)}”`] : []),
    'If you did not send this request, you can ignore this e-mail; we will not contact you again about it.',
  ]);

export interface LeadNotice {
  id: string;
  kind: string;
  topic: string;
  name: string;
  email: string;
  role: string | null;
  message: string | null;
  createdAt: string;
}

export const leadStaffNoticeMail = (to: string, lead: LeadNotice) =>
  mailMessage(to, `New request (${lead.kind}) from ${excerpt(lead.name, 60)}`, [
    `A visitor sent a request about ${lead.topic}.`,
    `Name: ${oneLine(lead.name)}`,
    `E-mail: ${lead.email}`,
    `Role: ${lead.role ?? 'not given'}`,
    `Received: ${lead.createdAt}`,
    `Reference: ${lead.id}`,
    lead.message ? `Message:\n${lead.message}` : 'No message.',
  ]);
