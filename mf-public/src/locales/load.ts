import { i18n } from '@optio/i18n';
import type { PublicStrings } from './en';

export const NAMESPACE = 'public';

// English ships with the landing chunk; other languages load only when a visitor picks them.
const LOADERS: Record<string, () => Promise<{ default: PublicStrings }>> = {
  es: () => import('./es'),
};

const pending = new Map<string, Promise<void>>();

/**
 * The promise to wait for before rendering in `language`, or null when its strings are already
 * registered (or it is English, or a language this remote has no strings for: English is used).
 */
export function localeBundle(language: string | undefined): Promise<void> | null {
  const lng = (language ?? 'en').slice(0, 2);
  const load = LOADERS[lng];
  if (!load || i18n.hasResourceBundle(lng, NAMESPACE)) return null;
  let promise = pending.get(lng);
  if (!promise) {
    promise = load()
      .then((bundle) => {
        i18n.addResourceBundle(lng, NAMESPACE, bundle.default, true, true);
      })
      .catch(() => {
        // Offline or a failed deploy: stay in English rather than fail the page.
        i18n.addResourceBundle(lng, NAMESPACE, {}, true, true);
      });
    pending.set(lng, promise);
  }
  return promise;
}
