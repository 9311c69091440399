import { useState } from 'react';
import { useTranslation } from '@optio/i18n';
import { THEMES, chooseTheme, storedTheme, type Theme } from './theme';

/** Footer switch beside the language: follow the system, or force light or dark. */
export function ThemeSwitcher() {
  const { t } = useTranslation('shell');
  const [theme, setTheme] = useState<Theme>(storedTheme);
  return (
    <label className="shell-footer-select">
      <span>{t('theme.label')}</span>
      <select
        value={theme}
        onChange={(e) => {
          const next = e.target.value as Theme;
          chooseTheme(next);
          setTheme(next);
        }}
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
