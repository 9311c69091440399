import type { Resource } from 'i18next';
import {
  currentLanguage,
  i18n,
  LANGUAGE_STORAGE_KEY,
  toSupportedLanguage,
  type Language,
} from './instance';

export {
  currentLanguage,
  i18n,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  toSupportedLanguage,
  type Language,
} from './instance';

// Screen readers pick their voice from <html lang>; keep it in step with the chosen language.
const syncDocumentLanguage = () => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
};
syncDocumentLanguage();
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

/** The visitor's explicit choice: applied at once and saved, so it wins over the browser's. */
export function setLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not persisted, but the switch still applies to this page.
  }
  void i18n.changeLanguage(lng);
}

/**
 * The language saved on a signed-in user's profile, applied at sign-in and on session restore.
 * Nothing saved (null) leaves the current language alone.
 */
export function applyProfileLanguage(saved: string | null | undefined): void {
  const lng = toSupportedLanguage(saved);
  if (lng && lng !== currentLanguage()) setLanguage(lng);
}

export { formatDate, formatDateTime, formatNumber, formatPercent } from './format';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
