// Import-free, so code that runs before (or without) i18next can read them: the shell's islands.
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'optio.language';

/** The supported language a tag such as `es-MX` or `EN` stands for, or undefined. */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}
