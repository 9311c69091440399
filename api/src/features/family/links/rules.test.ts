import { under13Now } from './rules';

const now = new Date('2026-05-14T12:00:00Z');

describe('under 13 today', () => {
  it('is true until the 13th birthday', () => {
    expect(under13Now('2013-05-15', now)).toBe(true);
    expect(under13Now('2013-05-14', now)).toBe(false);
  });

  it('treats an account without a date of birth as older', () => {
    expect(under13Now(null, now)).toBe(false);
  });
});
