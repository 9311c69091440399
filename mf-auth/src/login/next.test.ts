import { safeNext } from './next';

describe('safeNext (where sign-in returns to)', () => {
  it('returns to a path of this site', () => {
    expect(safeNext('/parental-consent?token=abc')).toBe('/parental-consent?token=abc');
  });
  it('falls back to the dashboard for nothing, other origins and odd paths', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example'])
      expect(safeNext(next)).toBe('/dashboard');
  });
});
