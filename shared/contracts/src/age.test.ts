import { ageInYears, isInFuture, isUnder13, parseIsoDate } from './age';

const at = (iso: string) => new Date(iso);

describe('parseIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('01/02/2020')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});

describe('ageInYears (docs/product.md#ages: 365.25-day years)', () => {
  it('divides the elapsed time by 365.25 days', () => {
    const dob = at('2000-01-01T00:00:00Z');
    expect(ageInYears(dob, new Date(dob.getTime() + 365.25 * 86_400_000 * 20))).toBe(20);
    expect(ageInYears(dob, new Date(dob.getTime() + 365.25 * 86_400_000 * 20 - 1))).toBe(19);
  });

  it('is 12 the day before and 13 the day after the 13th birthday', () => {
    const dob = parseIsoDate('2013-06-15')!;
    expect(ageInYears(dob, at('2026-06-14T12:00:00Z'))).toBe(12);
    expect(ageInYears(dob, at('2026-06-16T00:00:00Z'))).toBe(13);
  });

  it('counts 4748.25 days for 13 years: the turnover on the birthday itself depends on the hour', () => {
    // 2013-06-15 to 2026-06-15 is 4748 days (three leap days), a quarter day short of 13 × 365.25.
    const dob = parseIsoDate('2013-06-15')!;
    expect(ageInYears(dob, at('2026-06-15T05:59:59Z'))).toBe(12);
    expect(ageInYears(dob, at('2026-06-15T06:00:00Z'))).toBe(13);
  });

  it('is negative for a date in the future', () => {
    expect(ageInYears(parseIsoDate('2030-01-01')!, at('2026-01-01T00:00:00Z'))).toBeLessThan(0);
  });
});

describe('isUnder13', () => {
  it('flips between the day before and the day after the 13th birthday', () => {
    expect(isUnder13('2013-06-15', at('2026-06-14T12:00:00Z'))).toBe(true);
    expect(isUnder13('2013-06-15', at('2026-06-16T00:00:00Z'))).toBe(false);
  });

  it('is false for an unreadable date (the required/format rules report it)', () => {
    expect(isUnder13('', at('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isUnder13('not a date', at('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isInFuture', () => {
  it('is true only after now', () => {
    const now = at('2026-06-14T12:00:00Z');
    expect(isInFuture('2026-06-15', now)).toBe(true);
    expect(isInFuture('2026-06-14', now)).toBe(false);
    expect(isInFuture('2000-01-01', now)).toBe(false);
    expect(isInFuture('garbage', now)).toBe(false);
  });
});
