import { isRecentlyCreated } from './welcome';

describe('recently created account (docs/product.md#constants: 5 minutes)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is recent for under 5 minutes', () => {
    expect(isRecentlyCreated('2026-06-01T11:55:00.001Z', now)).toBe(true);
    expect(isRecentlyCreated('2026-06-01T12:00:00Z', now)).toBe(true);
  });
  it('is not recent from 5 minutes on, or without a date', () => {
    expect(isRecentlyCreated('2026-06-01T11:55:00Z', now)).toBe(false);
    expect(isRecentlyCreated('2020-01-01T00:00:00Z', now)).toBe(false);
    expect(isRecentlyCreated(undefined, now)).toBe(false);
    expect(isRecentlyCreated('garbage', now)).toBe(false);
  });
});
