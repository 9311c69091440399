import type { ReviewItem } from '@optio/contracts/records';

/**
 * The rows the queue shows: the pending work the server lists, and what this advisor decided
 * since the page opened (the server no longer lists it, but the advisor should see it done),
 * each once, oldest completion first as the server orders them.
 */
export function queueRows(pending: readonly ReviewItem[], decided: readonly ReviewItem[]) {
  const decidedIds = new Set(decided.map((d) => d.task_id));
  return [...pending.filter((p) => !decidedIds.has(p.task_id)), ...decided].sort((a, b) =>
    a.completed_at < b.completed_at ? -1 : a.completed_at > b.completed_at ? 1 : 0,
  );
}
