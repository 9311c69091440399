import {
  currentLanguage,
  SUPPORTED_LANGUAGES,
  setLanguage,
  useTranslation,
  type Language,
} from '@optio/i18n';

export function LanguageSwitcher() {
  // Re-renders on a language change (useTranslation subscribes to it).
  const { t } = useTranslation('shell');
  return (
    <label className="shell-footer-select">
      <span>{t('language.label')}</span>
      <select value={currentLanguage()} onChange={(e) => setLanguage(e.target.value as Language)}>
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
