import { learningRhythm, longestStreak, pillarBalance, weeklySeries, weekStart } from './insights';

const now = new Date('2026-05-14T12:00:00Z'); // a Thursday

describe('learning rhythm', () => {
  it('is in flow only with recent activity and nothing overdue', () => {
    expect(learningRhythm(0, '2026-05-10T09:00:00Z', now)).toBe('in_flow');
    expect(learningRhythm(1, '2026-05-10T09:00:00Z', now)).toBe('needs_support');
    expect(learningRhythm(0, '2026-05-06T09:00:00Z', now)).toBe('needs_support');
    expect(learningRhythm(0, null, now)).toBe('needs_support');
  });
});

describe('streaks and weeks', () => {
  it('finds the longest run of consecutive days, counting a day once', () => {
    expect(
      longestStreak([
        '2026-05-01T08:00:00Z',
        '2026-05-02T08:00:00Z',
        '2026-05-02T20:00:00Z',
        '2026-05-03T08:00:00Z',
        '2026-05-07T08:00:00Z',
      ]),
    ).toBe(3);
    expect(longestStreak([])).toBe(0);
  });

  it('starts weeks on Monday (UTC)', () => {
    expect(weekStart(now)).toBe('2026-05-11');
    expect(weekStart(new Date('2026-05-17T23:59:00Z'))).toBe('2026-05-11');
  });

  it('buckets XP per week and carries earlier XP into the running total', () => {
    const weeks = weeklySeries(
      [
        { xp: 100, created_at: '2025-01-01T00:00:00Z' },
        { xp: 50, created_at: '2026-05-12T10:00:00Z' },
        { xp: 25, created_at: '2026-05-05T10:00:00Z' },
      ],
      3,
      now,
    );
    expect(weeks).toEqual([
      { week_start: '2026-04-27', xp: 0, tasks: 0, cumulative_xp: 100 },
      { week_start: '2026-05-04', xp: 25, tasks: 1, cumulative_xp: 125 },
      { week_start: '2026-05-11', xp: 50, tasks: 1, cumulative_xp: 175 },
    ]);
  });
});

describe('pillar balance', () => {
  it('gives shares and the strongest and least explored pillars', () => {
    const b = pillarBalance({ stem: 300, wellness: 100, communication: 100, civics: 0, art: 0 });
    expect(b.pillars.map((p) => p.share)).toEqual([60, 20, 20, 0, 0]);
    expect(b.strongest).toBe('stem');
    expect(b.to_explore).toBe('art');
  });

  it('names nothing without XP', () => {
    const b = pillarBalance({ stem: 0, wellness: 0, communication: 0, civics: 0, art: 0 });
    expect(b).toMatchObject({ strongest: null, to_explore: null });
  });
});
