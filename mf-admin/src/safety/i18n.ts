import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** The safety queue's namespace; AdminNav reads its label as `admin-safety:nav`. */
export const SAFETY_NS = 'admin-safety';
registerNamespace(SAFETY_NS, { en, es });
