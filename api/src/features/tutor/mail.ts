import type { Language } from '../../lib/language';
import { catalogueMail } from '../../mail/catalogue';
import { mailWords } from '../../mail/words';
import type { SafetyCategory } from './tables';

/**
 * The e-mail a linked parent gets the moment the tutor's screening raises a serious flag, in
 * the parent's language. Self-harm wording follows safe-messaging guidance: calm, specific, with
 * a helpline (a US service, named as it is and explained in Spanish).
 */
export function safetyAlertMail(opts: {
  to: string;
  childFirstName: string;
  category: SafetyCategory;
  excerpt: string;
  reportUrl: string;
  lng?: Language;
}) {
  const lng = opts.lng ?? 'en';
  const t = mailWords(lng);
  const kind = opts.category === 'self_harm' ? 'self_harm' : 'other';
  return catalogueMail(
    opts.to,
    lng,
    `tutorAlert.${kind}`,
    {
      child: opts.childFirstName,
      excerpt: opts.excerpt,
      category: t(`tutorAlert.categories.${opts.category}`),
      crisisLine: t('surfaceAlert.crisisLine'),
    },
    { url: opts.reportUrl },
  );
}
