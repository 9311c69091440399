import { emailProblem, formatMoment } from './format';

describe('emailProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['not-an-address', 'invalid'],
    ['a@b', 'invalid'],
    [`${'x'.repeat(250)}@b.co`, 'invalid'],
    [' Me@Example.com ', 'self'],
    ['friend@example.com', null],
  ])('%j → %s', (value, expected) => {
    expect(emailProblem(value, 'me@example.com')).toBe(expected);
  });
});

describe('formatMoment', () => {
  it('shows only the time for today and the date for older moments', () => {
    const now = new Date(2026, 2, 4, 15, 0);
    const today = formatMoment(new Date(2026, 2, 4, 9, 5).toISOString(), 'en-US', now);
    const older = formatMoment(new Date(2026, 1, 20, 9, 5).toISOString(), 'en-US', now);
    expect(today).toMatch(/^9:05/);
    expect(older).toMatch(/Feb 20, 2026/);
    expect(formatMoment('nope', 'en-US', now)).toBe('');
  });
});
