import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import { currentLanguage, i18n, registerNamespace } from '@optio/i18n';
import es from './locales/errors.es.json';
import { nestCatalogue } from './nest';

/** The i18next namespace of the server's error codes: English is the server's own catalogue. */
export const ERRORS_NAMESPACE = 'errors';

registerNamespace(ERRORS_NAMESPACE, { en: nestCatalogue(ERROR_MESSAGES), es });

/**
 * A server error in the user's language: the translation of its code (with the message's
 * parameters), or the server's English text when the language is English (the product's strings,
 * verbatim) or the code has no translation (a message the catalogue does not list).
 */
export function translateError(
  code: string | undefined,
  english: string,
  params?: Record<string, string>,
): string {
  const lng = currentLanguage();
  if (!code || lng === 'en') return english;
  if (typeof i18n.getResource(lng, ERRORS_NAMESPACE, code) !== 'string') return english;
  return i18n.t(code, { ns: ERRORS_NAMESPACE, lng, ...params, defaultValue: english });
}
