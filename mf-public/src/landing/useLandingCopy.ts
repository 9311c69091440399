import { useTranslation } from '@optio/i18n';
import type { LandingCopy } from '../content/landing/types';

/**
 * The landing's copy in the visitor's language, lists included. It is the `landing` key of the
 * `public` namespace (generated from content/landing.<lng>.md), so i18next's English fallback
 * still applies when a language fails to load.
 */
export function useLandingCopy(): LandingCopy {
  const { t } = useTranslation('public');
  return t('landing', { returnObjects: true }) as unknown as LandingCopy;
}
