import { registerNamespace } from '@optio/i18n';
import en from './en.json';
import es from './es.json';

registerNamespace('shell', { en, es });
