import { en } from './en';
import { es } from './es';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('demo translations', () => {
  it('Spanish has exactly the English keys, none empty', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    expect(
      keys(es).filter(
        (k) => !k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], es),
      ),
    ).toEqual([]);
  });

  it('keeps the spec promise "Create Free Account" verbatim', () => {
    expect(en.signup.cta).toBe('Create Free Account');
  });
});
