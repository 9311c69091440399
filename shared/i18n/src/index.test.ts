/** @jest-environment jsdom */
import { i18n, LANGUAGE_STORAGE_KEY, registerNamespace, setLanguage } from './index';

describe('i18n', () => {
  afterEach(() => setLanguage('en'));

  it('registers a namespace per remote and translates from it', () => {
    registerNamespace('sample', { en: { hello: 'Hello' }, es: { hello: 'Hola' } });
    expect(i18n.t('hello', { ns: 'sample' })).toBe('Hello');
    setLanguage('es');
    expect(i18n.t('hello', { ns: 'sample' })).toBe('Hola');
  });

  it('falls back to English where a language lacks a string', () => {
    registerNamespace('partial', { en: { only: 'Only English' } });
    setLanguage('es');
    expect(i18n.t('only', { ns: 'partial' })).toBe('Only English');
  });

  it('persists the choice and keeps <html lang> in step', () => {
    setLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
