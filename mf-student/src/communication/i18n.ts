import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** The communication screen's own strings (namespace `communication`). */
export const COMMUNICATION_NS = 'communication';
registerNamespace(COMMUNICATION_NS, { en, es });
