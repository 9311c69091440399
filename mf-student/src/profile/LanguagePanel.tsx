import { useTranslation, setLanguage, SUPPORTED_LANGUAGES, type Language } from '@optio/i18n';
import { SelectField } from '@optio/ui';
import { useUpdateProfile } from '../records/api/updateProfile';

/** The interface language: switches at once (setLanguage) and is saved with the profile. */
export function LanguagePanel() {
  const { t, i18n } = useTranslation('records');
  const update = useUpdateProfile();
  const current = (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language)
    ? i18n.language
    : 'en';
  return (
    <SelectField
      label={t('profile.language')}
      value={current}
      options={SUPPORTED_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      onChange={(e) => {
        const lng = e.target.value as Language;
        setLanguage(lng);
        update.mutate({ language: lng });
      }}
    />
  );
}
