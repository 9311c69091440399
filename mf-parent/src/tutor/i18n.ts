import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

export const PARENT_TUTOR_NS = 'parent-tutor';
registerNamespace(PARENT_TUTOR_NS, { en, es });
