import { registerNamespace } from '@optio/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import './records.css';

/** The `records` namespace: badges, credits, transcript, diploma, profile and portfolio. */
export const RECORDS_NS = 'records';
registerNamespace(RECORDS_NS, { en, es });
