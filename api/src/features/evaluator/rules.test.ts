import { minuteShares, primarySubject, reminderDue, schoolYear, summarise } from './rules';

describe('schoolYear', () => {
  it('runs August 1 to July 31 around the date', () => {
    expect(schoolYear(new Date('2026-11-27T10:00:00Z'))).toEqual({
      from: '2026-08-01',
      to: '2027-07-31',
    });
    expect(schoolYear(new Date('2027-07-31T23:00:00Z'))).toEqual({
      from: '2026-08-01',
      to: '2027-07-31',
    });
    expect(schoolYear(new Date('2027-08-01T00:00:00Z')).from).toBe('2027-08-01');
  });
});

describe('summarise', () => {
  it('counts distinct days, minutes and hours, per subject and per month', () => {
    const s = summarise([
      {
        completed_at: '2026-09-01T09:00:00Z',
        minutes: 90,
        subjects: [
          { subject: 'math', xp: 100 },
          { subject: 'science', xp: 50 },
        ],
      },
      {
        completed_at: '2026-09-01T15:00:00Z',
        minutes: null,
        subjects: [{ subject: 'math', xp: 50 }],
      },
      {
        completed_at: '2026-10-02T09:00:00Z',
        minutes: 30,
        subjects: [{ subject: 'language_arts', xp: 50 }],
      },
    ]);
    expect(s.totals).toEqual({ days: 2, minutes: 120, hours: 2, tasks: 3 });
    expect(s.subjects.get('math')).toEqual({ days: 1, minutes: 60, hours: 1, tasks: 2 });
    expect(s.subjects.get('science')).toEqual({ days: 1, minutes: 30, hours: 0.5, tasks: 1 });
    expect(s.months.get('2026-09')).toEqual({ days: 1, minutes: 90, hours: 1.5 });
    expect(s.months.get('2026-10')?.days).toBe(1);
  });

  it('splits minutes by XP without losing any', () => {
    const shares = minuteShares(100, [
      { subject: 'math', xp: 1 },
      { subject: 'science', xp: 1 },
      { subject: 'pe', xp: 1 },
    ]);
    expect(shares.reduce((a, [, m]) => a + m, 0)).toBe(100);
    expect(
      primarySubject([
        { subject: 'math', xp: 10 },
        { subject: 'pe', xp: 40 },
      ]),
    ).toBe('pe');
  });
});

describe('reminderDue', () => {
  it('is the 30-day reminder from 30 days before, the 7-day one from 7 days before', () => {
    expect(reminderDue('2027-06-30', '2027-05-30')).toBe(null);
    expect(reminderDue('2027-06-30', '2027-05-31')).toBe(30);
    expect(reminderDue('2027-06-30', '2027-06-22')).toBe(30);
    expect(reminderDue('2027-06-30', '2027-06-23')).toBe(7);
    expect(reminderDue('2027-06-30', '2027-06-30')).toBe(7);
    expect(reminderDue('2027-06-30', '2027-07-01')).toBe(null);
  });
});
