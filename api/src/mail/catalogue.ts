import type { Language } from '../lib/language';
import type { MailMessage } from './mailer';
import { composeMail } from './compose';
import { mailWords } from './words';

type Values = Record<string, string>;

/**
 * One catalogue entry (`{ subject, paragraphs[_context], link? }`) as a message. `context`
 * chooses a variant of the paragraphs (`paragraphs_<context>`), e.g. who sent an invitation.
 */
export function catalogueMail(
  to: string,
  lng: Language,
  key: string,
  values: Values,
  opts: { url?: string; context?: string } = {},
): MailMessage {
  const t = mailWords(lng);
  const paragraphs = t(`${key}.paragraphs`, {
    ...values,
    context: opts.context,
    returnObjects: true,
  }) as unknown as string[];
  const link = opts.url ? { url: opts.url, label: t(`${key}.link`, values) } : undefined;
  return composeMail(to, lng, t(`${key}.subject`, values), paragraphs, link);
}
