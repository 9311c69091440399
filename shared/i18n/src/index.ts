import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'optio.language';

function storedLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (saved && (SUPPORTED_LANGUAGES as readonly string[]).includes(saved))
      return saved as Language;
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames): fall back to English.
  }
  return 'en';
}

/** The one i18next instance of the page; a shared singleton, so every remote sees it. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
  resources: {},
  react: { useSuspense: false },
});

// Screen readers pick their voice from <html lang>; keep it in step with the chosen language.
const syncDocumentLanguage = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export type NamespaceResources = { en: Resource[string] } & Partial<
  Record<Language, Resource[string]>
>;

/** Each remote registers its own namespace when it loads; registering twice is harmless. */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    if (bundle && !i18n.hasResourceBundle(lng, ns))
      i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}

export function setLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not persisted, but the switch still applies to this page.
  }
  void i18n.changeLanguage(lng);
}

export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
