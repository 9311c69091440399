import { useTranslation } from '@optio/i18n';
import { TUTOR_NS } from './i18n';

/** One message; the speaker is spelled out for screen readers, not only shown by colour. */
export function MessageBubble({
  role,
  content,
  flagged,
  streaming = false,
}: {
  role: 'student' | 'tutor';
  content: string;
  flagged: boolean;
  streaming?: boolean;
}) {
  const { t } = useTranslation(TUTOR_NS);
  return (
    <li className={`tutor-bubble tutor-bubble--${role}`}>
      <span className="tutor-bubble__who">{role === 'student' ? t('you') : t('tutor')}</span>
      <p className="tutor-bubble__text">{content || (streaming ? t('typing') : '')}</p>
      {flagged && <span className="tutor-bubble__flag">{t('flagged')}</span>}
    </li>
  );
}
