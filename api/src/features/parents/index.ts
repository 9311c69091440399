import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../auth/schemas';
import { toUserView, userSchema } from '../auth/user-view';

/** The children linked to the signed-in parent (ownership: only their own links). */
export function parentsFeature(app: FastifyInstance): void {
  const k = app.ctx.db.kysely;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/parents/my-children',
    {
      config: { auth: { roles: ['parent'] } },
      schema: {
        tags: ['parents'],
        summary: "The signed-in parent's linked children",
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ children: z.array(userSchema) }), ...errors(401, 403) },
      },
    },
    async (request) => {
      const rows = await k
        .selectFrom('parent_child_links')
        .innerJoin('users', 'users.id', 'parent_child_links.child_id')
        .selectAll('users')
        .where('parent_child_links.parent_id', '=', request.user!.id)
        .orderBy('users.first_name')
        .execute();
      return { children: rows.map(toUserView) };
    },
  );
}
