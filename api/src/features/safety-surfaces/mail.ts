import { mailMessage } from '../../mail/templates';
import type { MailMessage } from '../../mail/mailer';
import { HELPLINES } from '../tutor/safety/policy';
import type { ItemSurface } from './rules';

const WHERE: Record<ItemSurface, string> = {
  direct_message: 'a direct message',
  encouragement: 'an encouragement from an observer',
  evidence: 'the text of their learning evidence',
};

/**
 * The e-mail a linked parent gets at once when a held message or piece of evidence involves
 * their child: self-harm (their child wrote it) or sexual content and grooming (sent to or by
 * their child). Self-harm wording follows safe-messaging guidance: calm, specific, a helpline.
 */
export function surfaceAlertMail(opts: {
  to: string;
  childFirstName: string;
  surface: ItemSurface;
  alert: 'self_harm' | 'sexual';
  excerpt: string;
  reportUrl: string;
}): MailMessage {
  const { to, childFirstName: child, surface, alert, excerpt, reportUrl } = opts;
  const link = { url: reportUrl, label: 'Open the safety report' };
  if (alert === 'self_harm') {
    return mailMessage(
      to,
      `Urgent: ${child} may need your support right now`,
      [
        'Hello,',
        `In ${WHERE[surface]} on Optio just now, ${child} wrote something suggesting they may be thinking about hurting themselves.`,
        `What ${child} wrote: "${excerpt}"`,
        `Optio held it back, showed ${child} a caring note encouraging them to talk to a trusted adult and shared the ${HELPLINES.crisis}. Optio's safety team will review it too.`,
        `Please check in with ${child} soon, calmly and without judgment: listen, and let them know you are there. If you believe ${child} is in immediate danger, call 911. You can call or text 988 yourself for guidance on how to help.`,
      ],
      link,
    );
  }
  return mailMessage(
    to,
    `Optio safety alert: a message involving ${child} was held`,
    [
      'Hello,',
      `Optio's safety screening held ${WHERE[surface]} involving ${child} because it may contain sexual content or an attempt to win a child's trust in secret (for example asking for pictures, to meet alone or to keep secrets from parents).`,
      `The flagged words: "${excerpt}"`,
      `It was not delivered, and Optio's safety team will review it. A calm conversation with ${child} may help: remind them that nobody should ask them to keep secrets from you, and that it is never their fault. You can also call the ${HELPLINES.childAbuse}.`,
    ],
    link,
  );
}
