import { registerNamespace } from '@optio/i18n';
import en from './staff-locales/en.json';
import es from './staff-locales/es.json';

/** The users, quests and badges screens' strings (their own namespace, apart from 'admin'). */
export const STAFF_NS = 'adminStaff';
registerNamespace(STAFF_NS, { en, es });
