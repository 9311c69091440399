import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../auth/schemas';
import { friendIds } from './connections';
import { FRIENDS_POLICY } from './friends-routes';
import { activityItem, activityQuery } from './schemas';
import { socialDb } from './tables';

/**
 * Friends' completed tasks. Only what a friend may see: completions not marked confidential,
 * named by quest and task with pillar and XP. Evidence (text, links, files) never appears here.
 */
export function activityRoutes(app: FastifyInstance): void {
  const k = socialDb(app.ctx.db.kysely);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/community/friends/activity',
    {
      config: { auth: FRIENDS_POLICY },
      schema: {
        tags: ['community'],
        summary: "My friends' recent non-confidential task completions, newest first",
        security: [{ bearerAuth: [] }],
        querystring: activityQuery,
        response: { 200: z.object({ items: z.array(activityItem) }), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const ids = await friendIds(k, request.user!.id);
      if (ids.length === 0) return { items: [] };
      const rows = await k
        .selectFrom('task_completions')
        .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
        .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
        .innerJoin('users', 'users.id', 'task_completions.student_id')
        .select([
          'task_completions.id',
          'task_completions.completed_at',
          'users.id as user_id',
          'users.first_name',
          'users.last_name',
          'quests.id as quest_id',
          'quests.title as quest_title',
          'student_tasks.title as task_title',
          'student_tasks.pillar',
          'student_tasks.xp',
        ])
        .where('task_completions.student_id', 'in', ids)
        .where('task_completions.confidential', '=', 0)
        .orderBy('task_completions.completed_at', 'desc')
        .orderBy('task_completions.id')
        .limit(request.query.limit)
        .execute();
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
    },
  );
}
