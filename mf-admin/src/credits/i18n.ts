import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** The credit settings' namespace; AdminNav reads its label as `admin-credits:nav`. */
export const CREDITS_NS = 'admin-credits';
registerNamespace(CREDITS_NS, { en, es });
