import { en } from '../locales/en';
import type { Translate } from './i18n';

/** A stand-in translator over the English bundle, for unit tests. */
export const testT: Translate = (key, options) => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof value !== 'string') return (options?.defaultValue as string | undefined) ?? key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
};
