import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'optio.language';

/** The supported language a tag such as `es-MX` or `EN` stands for, or undefined. */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/** The one i18next instance of the page; a shared singleton, so every remote sees it. */
export const i18n = i18next.createInstance();
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // `es-ES` from the browser means our `es`.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: {
      // A saved choice wins; a first visit follows the browser. Only an explicit choice
      // (setLanguage) is saved, so a visitor who never chose keeps following the browser.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
      convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng) ?? lng,
    },
    ns: [],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    resources: {},
    react: { useSuspense: false },
  });

/** The language the page shows now, always one we support. */
export function currentLanguage(): Language {
  // i18n.language is the detected or chosen one; resolvedLanguage stays unset until a bundle of
  // that language is registered, which in a federated page happens only later.
  return toSupportedLanguage(i18n.language) ?? toSupportedLanguage(i18n.resolvedLanguage) ?? 'en';
}
