import {
  buildMonthGrid,
  gridRange,
  groupByDate,
  nextUp,
  shiftMonth,
  weekdayNames,
} from './monthGrid';

describe('buildMonthGrid', () => {
  it('covers a month in whole weeks starting on Sunday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = buildMonthGrid({ year: 2026, month: 10 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: '2026-12-05', day: 5, inMonth: false });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('starts on Monday when asked, with days of the previous month first', () => {
    const weeks = buildMonthGrid({ year: 2026, month: 10 }, 1);
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(weeks[0]![6]!.date).toBe('2026-11-01');
    expect(gridRange(weeks)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });

  it('handles February in a leap year', () => {
    const days = buildMonthGrid({ year: 2028, month: 1 })
      .flat()
      .filter((d) => d.inMonth);
    expect(days).toHaveLength(29);
  });
});

describe('helpers', () => {
  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });

  it('groups items by date', () => {
    const map = groupByDate([
      { id: 1, due_date: '2026-11-03' },
      { id: 2, due_date: '2026-11-03' },
      { id: 3, due_date: '2026-11-04' },
    ]);
    expect(map.get('2026-11-03')?.map((i) => i.id)).toEqual([1, 2]);
    expect(map.get('2026-11-04')).toHaveLength(1);
  });

  it('lists the next open items soonest first', () => {
    const items = [
      { id: 'a', due_date: '2026-11-10', completed: false },
      { id: 'b', due_date: '2026-11-01', completed: false },
      { id: 'c', due_date: '2026-11-05', completed: true },
      { id: 'd', due_date: '2026-11-06', completed: false },
    ];
    expect(nextUp(items, '2026-11-02').map((i) => i.id)).toEqual(['d', 'a']);
  });

  it('names weekdays in grid order', () => {
    expect(weekdayNames('en-US', 1)[0]).toBe('Mon');
    expect(weekdayNames('en-US', 0)[0]).toBe('Sun');
  });
});
