import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** Strings of the public credential check (/verify). */
export const VERIFY_NS = 'public-verify';
registerNamespace(VERIFY_NS, { en, es });
