import type { AppContext } from '../../../context';
import { friendIds } from '../relations/service';
import { listSharedCompletionsOf } from './store';

/** My friends' recent non-confidential completions (never their evidence), newest first. */
export async function friendsActivity(ctx: AppContext, userId: string, limit: number) {
  const db = ctx.db.kysely;
  const ids = await friendIds(db, userId);
  if (ids.length === 0) return { items: [] };
  const rows = await listSharedCompletionsOf(db, ids, limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      friend: { id: r.user_id, first_name: r.first_name, last_name: r.last_name },
      quest: { id: r.quest_id, title: r.quest_title },
      task_title: r.task_title,
      pillar: r.pillar,
      xp: Number(r.xp),
      completed_at: r.completed_at,
    })),
  };
}
