import type { Language } from '../../lib/language';
import { catalogueMail } from '../../mail/catalogue';
import type { MailMessage } from '../../mail/mailer';
import { mailWords } from '../../mail/words';
import type { ItemSurface } from './rules';

/**
 * The e-mail a linked parent gets at once when a held message or piece of evidence involves
 * their child, in the parent's language: self-harm (their child wrote it) or sexual content and
 * grooming (sent to or by their child). Self-harm wording follows safe-messaging guidance; the
 * helplines are US services, named as they are and explained in Spanish.
 */
export function surfaceAlertMail(opts: {
  to: string;
  childFirstName: string;
  surface: ItemSurface;
  alert: 'self_harm' | 'sexual';
  excerpt: string;
  reportUrl: string;
  lng?: Language;
}): MailMessage {
  const lng = opts.lng ?? 'en';
  const t = mailWords(lng);
  return catalogueMail(
    opts.to,
    lng,
    `surfaceAlert.${opts.alert}`,
    {
      child: opts.childFirstName,
      where: t(`surfaceAlert.where.${opts.surface}`),
      excerpt: opts.excerpt,
      crisisLine: t('surfaceAlert.crisisLine'),
      childAbuseLine: t('surfaceAlert.childAbuseLine'),
    },
    { url: opts.reportUrl },
  );
}
