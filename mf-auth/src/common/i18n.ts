import { MESSAGES } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';

export const AUTH_NAMESPACE = 'auth';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translator of this remote's `auth` namespace. */
export function useAuthTranslation(): { t: Translate } {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return { t: t as unknown as Translate };
}

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key]),
);

/** A contracts validation message in the current language (the English text when untranslated). */
export function translateValidation(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`validation.${key}`, { defaultValue: message }) : message;
}
