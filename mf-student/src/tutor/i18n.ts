import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** The tutor panel's own namespace (it loads lazily inside the Communication page). */
export const TUTOR_NS = 'student-tutor';
registerNamespace(TUTOR_NS, { en, es });
