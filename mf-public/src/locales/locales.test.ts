import { i18n } from '@optio/i18n';
import en from './en';
import es from './es';
import { localeBundle, NAMESPACE } from './load';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).sort();
}

describe('public locales', () => {
  it('Spanish has exactly the English keys, with the same placeholders', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    const get = (obj: unknown, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(en)) {
      expect([key, placeholders(String(get(es, key)))]).toEqual([
        key,
        placeholders(String(get(en, key))),
      ]);
    }
  });

  it('keeps the spec’s English strings verbatim', () => {
    expect(en.landing.hero.title).toBe('Raise doers, not dependents.');
    expect(en.landing.hero.free).toBe('Free to start, no credit card needed');
    expect(en.landing.modal.title).toBe('Our Philosophy: The Process Is The Goal');
    expect(en.landing.philosophy.readMore).toBe('Read Our Full Philosophy');
    expect(en.common.createFreeAccount).toBe('Create Free Account');
    expect(en.common.tryDemo).toBe('Try 2-Min Demo');
    expect(en.common.tryDemoFirst).toBe('Try Demo First');
    expect(en.form.sending).toBe('Sending...');
    expect(Object.values(en.landing.philosophy.cards).map((c) => c.title)).toEqual([
      'Learn Today',
      'Progress Over Perfection',
      'Joy of Discovery',
    ]);
  });

  it('loads Spanish on demand, once, and needs nothing for English', async () => {
    expect(localeBundle('en')).toBeNull();
    expect(localeBundle('fr')).toBeNull();
    const first = localeBundle('es-MX');
    expect(first).not.toBeNull();
    expect(localeBundle('es')).toBe(first);
    await first;
    expect(i18n.hasResourceBundle('es', NAMESPACE)).toBe(true);
    expect(localeBundle('es')).toBeNull();
    expect(i18n.getFixedT('es', NAMESPACE)('landing.modal.close')).toBe('Cerrar');
  });
});
