import { levelFor, streakDays } from './levels';

describe('levelFor', () => {
  it('starts at Explorer and names the next level', () => {
    expect(levelFor(0)).toEqual({
      name: 'Explorer',
      min_xp: 0,
      next: { name: 'Builder', min_xp: 250 },
    });
  });

  it('reaches a level exactly at its threshold', () => {
    expect(levelFor(249).name).toBe('Explorer');
    expect(levelFor(250).name).toBe('Builder');
    expect(levelFor(1500).name).toBe('Scholar');
  });

  it('has no next level at the top', () => {
    expect(levelFor(10_000)).toEqual({ name: 'Sage', min_xp: 3000, next: null });
  });
});

describe('streakDays', () => {
  const now = new Date('2026-03-10T15:00:00Z');

  it('counts consecutive days ending today', () => {
    expect(
      streakDays(['2026-03-10T08:00:00Z', '2026-03-09T23:59:00Z', '2026-03-08T00:00:00Z'], now),
    ).toBe(3);
  });

  it('still counts a streak that ended yesterday', () => {
    expect(streakDays(['2026-03-09T10:00:00Z', '2026-03-08T10:00:00Z'], now)).toBe(2);
  });

  it('is 0 when the last completion is two days old, and counts a day once', () => {
    expect(streakDays(['2026-03-08T10:00:00Z'], now)).toBe(0);
    expect(streakDays(['2026-03-10T01:00:00Z', '2026-03-10T02:00:00Z'], now)).toBe(1);
  });
});
