import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  SUPPORTED_LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  toSupportedLanguage,
  type Language,
} from './languages';

export {
  SUPPORTED_LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  toSupportedLanguage,
  type Language,
} from './languages';

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
