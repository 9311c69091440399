import type { ReviewItem } from '@optio/contracts/records';
import { queueRows } from './queueItems';

const item = (id: string, completedAt: string, status: ReviewItem['status'] = 'pending') =>
  ({
    task_id: id,
    student: { id: 's1', first_name: 'Ada', last_name: 'L' },
    quest: { id: 'q1', title: 'Quest' },
    task: { title: `Task ${id}`, description: '', pillar: 'stem' },
    xp: 100,
    status,
    comment: null,
    completed_at: completedAt,
    reviewed_at: status === 'pending' ? null : '2026-01-05T00:00:00.000Z',
    evidence: [],
  }) satisfies ReviewItem;

describe('queueRows', () => {
  it('keeps decided work in its place by completion date', () => {
    const pending = [item('a', '2026-01-01T00:00:00Z'), item('c', '2026-01-03T00:00:00Z')];
    const decided = [item('b', '2026-01-02T00:00:00Z', 'approved')];
    expect(queueRows(pending, decided).map((r) => [r.task_id, r.status])).toEqual([
      ['a', 'pending'],
      ['b', 'approved'],
      ['c', 'pending'],
    ]);
  });

  it('shows the decision, not the stale pending copy, before the queue refetches', () => {
    const pending = [item('a', '2026-01-01T00:00:00Z')];
    const decided = [item('a', '2026-01-01T00:00:00Z', 'returned')];
    const rows = queueRows(pending, decided);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('returned');
  });

  it('is empty when nothing waits and nothing was decided', () => {
    expect(queueRows([], [])).toEqual([]);
  });
});
