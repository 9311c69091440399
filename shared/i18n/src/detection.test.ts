/** @jest-environment jsdom */
import type * as I18nModule from './index';

function loadWith(browserLanguages: string[]): typeof I18nModule {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(browserLanguages[0] ?? '');
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('./index');
  });
  return loaded!;
}

describe('language detection', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('follows a Spanish browser on the first visit', () => {
    const { currentLanguage } = loadWith(['es-ES', 'es']);
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('falls back to English for a language we do not offer', () => {
    expect(loadWith(['fr-FR']).currentLanguage()).toBe('en');
  });

  it('keeps the saved choice over the browser language', () => {
    localStorage.setItem('optio.language', 'en');
    expect(loadWith(['es-MX']).currentLanguage()).toBe('en');
  });

  it('does not save a detected language, only an explicit choice', () => {
    const { setLanguage, LANGUAGE_STORAGE_KEY } = loadWith(['es-ES']);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    setLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('applies the language saved on the profile at sign-in, and ignores an empty one', () => {
    const { applyProfileLanguage, currentLanguage } = loadWith(['en-US']);
    applyProfileLanguage(null);
    expect(currentLanguage()).toBe('en');
    applyProfileLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(localStorage.getItem('optio.language')).toBe('es');
  });
});

describe('Intl formatting follows the language', () => {
  afterEach(() => localStorage.clear());

  it('formats dates and numbers in English and Spanish', () => {
    const { formatDate, formatNumber, formatPercent, setLanguage } = loadWith(['en-US']);
    const day = new Date(Date.UTC(2026, 10, 24, 12));
    expect(formatDate(day)).toBe('Nov 24, 2026');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    setLanguage('es');
    expect(formatDate(day)).toBe('24 nov 2026');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatPercent(0.45)).toBe('45\u00a0%');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
