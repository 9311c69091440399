import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** Strings of the enriched credential pages (the base texts stay in the `public` namespace). */
export const CREDENTIALS_NS = 'public-credentials';
registerNamespace(CREDENTIALS_NS, { en, es });
