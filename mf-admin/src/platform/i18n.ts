import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** The admin's Platform overview (releases, health, skew, errors, rollback and promote). */
export const PLATFORM_NS = 'admin-platform';
registerNamespace(PLATFORM_NS, { en, es });
