import { useTranslation } from '@optio/i18n';

/** Categories with their own explanation; any other category gets the general one. */
const EXPLAINED = new Set(['self_harm', 'personal_info', 'abuse', 'sexual']);

/**
 * Why the sender's own message was held by the safety screen (its recipient never sees it).
 * The most serious category explains; self-harm and abuse also name who can help.
 */
export function HeldNotice({ categories }: { categories: string[] }) {
  const { t } = useTranslation('communication');
  const top = categories[0] ?? 'other';
  const reason = EXPLAINED.has(top) ? top : 'other';
  return (
    <div className="student-held" role="note">
      <p className="student-held__title">{t('held.title')}</p>
      <p>
        {t(`held.reason.${reason}`, {
          category: t(`held.category.${top}`, { defaultValue: t('held.category.other') }),
        })}
      </p>
      {top !== 'personal_info' && categories.includes('personal_info') && (
        <p>{t('held.reason.personal_info')}</p>
      )}
    </div>
  );
}
