import i18next, { type TFunction } from 'i18next';
import type { Language } from '../lib/language';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * Every e-mail's words, one catalogue per language (locales/*.json), read through its own
 * i18next instance so that the server's mail and the apps' translations never share state.
 * Values are not escaped here (composeMail escapes the HTML part) and are never read as markup
 * or as nested keys (`skipOnVariables`): a visitor's name stays text.
 */
const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: { en: { mail: en }, es: { mail: es } },
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: 'en',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
});

export const MAIL_CATALOGUES = { en, es } as const;

/** The catalogue's words in one language. */
export const mailWords = (lng: Language): TFunction => mailI18n.getFixedT(lng);
