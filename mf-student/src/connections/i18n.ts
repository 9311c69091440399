import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** The connections screen's own strings (namespace `connections`). */
export const CONNECTIONS_NS = 'connections';
registerNamespace(CONNECTIONS_NS, { en, es });
