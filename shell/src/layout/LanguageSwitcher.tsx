import { SUPPORTED_LANGUAGES, setLanguage, useTranslation, type Language } from '@optio/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  return (
    <label className="shell-footer-select">
      <span>{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(e) => setLanguage(e.target.value as Language)}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
