import type { MailMessage } from '../../mail/mailer';
import type { SafetyCategory } from './tables';
import { HELPLINES } from './safety/policy';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const CATEGORY_WORDS: Record<SafetyCategory, string> = {
  personal_info: 'personal information',
  self_harm: 'thoughts of hurting themselves',
  violence: 'violence',
  abuse: 'possible abuse',
  sexual: 'sexual content',
  bullying: 'bullying',
  drugs: 'drugs or alcohol',
};

/**
 * The e-mail a linked parent gets the moment the tutor's screening raises a serious flag.
 * Self-harm wording follows safe-messaging guidance: calm, specific, with a helpline.
 */
export function safetyAlertMail(opts: {
  to: string;
  childFirstName: string;
  category: SafetyCategory;
  excerpt: string;
  reportUrl: string;
}): MailMessage {
  const { to, childFirstName: child, category, excerpt, reportUrl } = opts;
  const selfHarm = category === 'self_harm';
  const subject = selfHarm
    ? `Urgent: ${child} may need your support right now`
    : `Optio safety alert: ${child}'s tutor conversation`;
  const paragraphs = selfHarm
    ? [
        'Hello,',
        `In a conversation with the Optio tutor just now, ${child} wrote something suggesting they may be thinking about hurting themselves.`,
        `What ${child} wrote: "${excerpt}"`,
        `The tutor answered with care, encouraged ${child} to talk to a trusted adult and shared the ${HELPLINES.crisis}.`,
        `Please check in with ${child} soon, calmly and without judgment: listen, and let them know you are there. If you believe ${child} is in immediate danger, call 911. You can call or text 988 yourself for guidance on how to help.`,
      ]
    : [
        'Hello,',
        `The Optio tutor's safety screening flagged a message about ${CATEGORY_WORDS[category]} in ${child}'s conversation.`,
        `The flagged words: "${excerpt}"`,
        `The message was handled by the tutor and recorded in ${child}'s safety report. A gentle conversation with ${child} may help.`,
      ];
  const text = [...paragraphs, `Open the safety report: ${reportUrl}`, '', '— The Optio team'].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(reportUrl)}">Open the safety report</a></p>`,
    '<p>— The Optio team</p></body></html>',
  ].join('');
  return { to, subject, text, html };
}
