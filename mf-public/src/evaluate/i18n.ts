import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** Strings of the evaluator's page (/evaluate/:token). */
export const EVALUATE_NS = 'public-evaluate';
registerNamespace(EVALUATE_NS, { en, es });
