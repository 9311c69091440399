import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** Marketing's screens (leads inbox, campaigns); AdminNav reads `admin-marketing:nav.*`. */
export const MARKETING_NS = 'admin-marketing';
registerNamespace(MARKETING_NS, { en, es });
