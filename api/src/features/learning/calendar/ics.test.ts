import { toIcs } from './ics';

describe('toIcs', () => {
  const now = new Date('2026-03-10T12:34:56.789Z');

  it('writes one all-day event per item with CRLF line endings', () => {
    const ics = toIcs(
      [
        {
          kind: 'task',
          id: 't1',
          quest_id: 'q1',
          title: 'Sketch, then build',
          quest_title: 'Solar oven',
          due_date: '2026-03-31',
          completed: true,
        },
      ],
      now,
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines).toContain('UID:task-t1@optio.app');
    expect(lines).toContain('DTSTAMP:20260310T123456Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260331');
    expect(lines).toContain('DTEND;VALUE=DATE:20260401');
    expect(lines).toContain('SUMMARY:Done: Sketch\\, then build (Solar oven)');
  });

  it('folds long lines at 75 octets', () => {
    const ics = toIcs(
      [
        {
          kind: 'quest',
          id: 'q1',
          quest_id: 'q1',
          title: 'é'.repeat(60),
          quest_title: 'é'.repeat(60),
          due_date: '2026-03-31',
          completed: false,
        },
      ],
      now,
    );
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });
});
