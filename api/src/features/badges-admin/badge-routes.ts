import { randomUUID } from 'node:crypto';
import { badgeInputSchema, PILLARS, type BadgeInput } from '@optio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BadgesTable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { writeAudit } from '../admin/audit';
import { errors } from '../auth/schemas';
import type { UploadStore } from '../../lib/uploads';
import { learningDb } from '../learning/tables';
import { readImageUpload, sendImage } from './images';

/**
 * The badge editor's API. Advisors edit the badges they created; admins and educators
 * (admin-like) edit every badge. Editing never touches badge_claims: a claimed badge stays
 * claimed whatever its new requirements.
 */
const EDITORS = { auth: { roles: ['advisor', 'educator'] as const } };
const security = [{ bearerAuth: [] }];

export const badgeViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    identity_statement: z.string(),
    primary_pillar: z.enum(PILLARS),
    image_url: z.string().nullable(),
    min_quests: z.number(),
    min_xp: z.number(),
    is_active: z.boolean(),
    quests: z.array(z.object({ id: z.string(), title: z.string(), total_xp: z.number() })),
    claim_count: z.number(),
    created_by: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'EditableBadge' });
export type BadgeView = z.infer<typeof badgeViewSchema>;

const badgeIdParam = z.strictObject({ id: z.uuid({ error: 'Not a valid badge id' }) });
const imageKeyParam = z.strictObject({
  key: z.string().regex(/^[0-9a-f]{32}$/, 'Not a valid image'),
});

export const badgeImageUrl = (key: string | null) => (key ? `/api/badge-images/${key}` : null);

const canEditAll = (request: FastifyRequest) =>
  request.user!.role === 'admin' || request.user!.role === 'educator';

export function badgeRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const k = learningDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function views(rows: BadgesTable[]): Promise<BadgeView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((b) => b.id);
    const [links, claims] = await Promise.all([
      k
        .selectFrom('badge_quests')
        .innerJoin('quests', 'quests.id', 'badge_quests.quest_id')
        .select(['badge_quests.badge_id', 'quests.id', 'quests.title', 'quests.total_xp'])
        .where('badge_quests.badge_id', 'in', ids)
        .orderBy('quests.title')
        .execute(),
      k
        .selectFrom('badge_claims')
        .select(['badge_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('badge_id', 'in', ids)
        .groupBy('badge_id')
        .execute(),
    ]);
    const claimCount = new Map(claims.map((c) => [c.badge_id, Number(c.n)]));
    return rows.map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      identity_statement: b.identity_statement,
      primary_pillar: b.primary_pillar as BadgeView['primary_pillar'],
      image_url: badgeImageUrl(b.image_key),
      min_quests: b.min_quests,
      min_xp: b.min_xp,
      is_active: b.is_active === 1,
      quests: links
        .filter((l) => l.badge_id === b.id)
        .map((l) => ({ id: l.id, title: l.title, total_xp: l.total_xp })),
      claim_count: claimCount.get(b.id) ?? 0,
      created_by: b.created_by,
      updated_at: b.updated_at,
    }));
  }

  /** The badge if the caller may edit it; 404 otherwise (an advisor never learns of others'). */
  async function editable(request: FastifyRequest, id: string): Promise<BadgesTable> {
    const badge = await k.selectFrom('badges').selectAll().where('id', '=', id).executeTakeFirst();
    if (!badge || (!canEditAll(request) && badge.created_by !== request.user!.id)) {
      throw new HttpError(404, 'Badge not found');
    }
    return badge;
  }

  async function checkQuests(ids: string[]): Promise<void> {
    const found = await k.selectFrom('quests').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) {
      const message = 'One of the linked quests no longer exists';
      throw new HttpError(400, message, { quest_ids: message });
    }
  }

  const columns = (body: BadgeInput) => ({
    name: body.name,
    description: body.description,
    identity_statement: body.identity_statement,
    primary_pillar: body.primary_pillar,
    min_quests: body.min_quests,
    min_xp: body.min_xp,
    is_active: body.is_active ? 1 : 0,
  });

  r.get(
    '/api/advisor/badges',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Badges the caller may edit (an advisor: their own; admin and educator: all)',
        security,
        response: { 200: z.object({ badges: z.array(badgeViewSchema) }), ...errors(401, 403) },
      },
    },
    async (request) => {
      let query = k.selectFrom('badges').selectAll().orderBy('name');
      if (!canEditAll(request)) query = query.where('created_by', '=', request.user!.id);
      return { badges: await views(await query.execute()) };
    },
  );

  r.get(
    '/api/advisor/badges/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'One badge for the editor',
        security,
        params: badgeIdParam,
        response: { 200: badgeViewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => (await views([await editable(request, request.params.id)]))[0]!,
  );

  r.post(
    '/api/advisor/badges',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Create a badge',
        security,
        body: badgeInputSchema,
        response: { 201: badgeViewSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await checkQuests(body.quest_ids);
      const at = ctx.config.now().toISOString();
      const id = randomUUID();
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('badges')
          .values({
            id,
            ...columns(body),
            image_key: null,
            image_mime: null,
            created_by: request.user!.id,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto('badge_quests')
          .values(body.quest_ids.map((quest_id) => ({ badge_id: id, quest_id })))
          .execute();
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: 'badge.create',
          targetType: 'badge',
          targetId: id,
          details: { new: { ...columns(body), quest_ids: body.quest_ids } },
          at,
        });
      });
      const badge = await editable(request, id);
      return reply.code(201).send((await views([badge]))[0]!);
    },
  );

  r.put(
    '/api/advisor/badges/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Edit a badge (claims already made are kept)',
        security,
        params: badgeIdParam,
        body: badgeInputSchema,
        response: { 200: badgeViewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await editable(request, request.params.id);
      const body = request.body;
      await checkQuests(body.quest_ids);
      const at = ctx.config.now().toISOString();
      const oldQuests = await k
        .selectFrom('badge_quests')
        .select('quest_id')
        .where('badge_id', '=', before.id)
        .execute();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('badges')
          .set({ ...columns(body), updated_at: at })
          .where('id', '=', before.id)
          .execute();
        // Only the links are replaced; badge_claims rows are never touched here.
        await trx.deleteFrom('badge_quests').where('badge_id', '=', before.id).execute();
        await trx
          .insertInto('badge_quests')
          .values(body.quest_ids.map((quest_id) => ({ badge_id: before.id, quest_id })))
          .execute();
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: 'badge.update',
          targetType: 'badge',
          targetId: before.id,
          details: {
            old: {
              name: before.name,
              description: before.description,
              identity_statement: before.identity_statement,
              primary_pillar: before.primary_pillar,
              min_quests: before.min_quests,
              min_xp: before.min_xp,
              is_active: before.is_active,
              quest_ids: oldQuests.map((q) => q.quest_id),
            },
            new: { ...columns(body), quest_ids: body.quest_ids },
          },
          at,
        });
      });
      return (await views([await editable(request, before.id)]))[0]!;
    },
  );

  r.put(
    '/api/advisor/badges/:id/image',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary:
          "Upload the badge's image (multipart field `image`: JPEG, PNG, GIF or WebP, ≤ 10 MB)",
        security,
        params: badgeIdParam,
        response: { 200: badgeViewSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const before = await editable(request, request.params.id);
      const image = await readImageUpload(request, store);
      const at = ctx.config.now().toISOString();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('badges')
          .set({ image_key: image.key, image_mime: image.mime, updated_at: at })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: 'badge.image',
          targetType: 'badge',
          targetId: before.id,
          details: { old: { image: before.image_key }, new: { image: image.key } },
          at,
        });
      });
      if (before.image_key) await store.remove([before.image_key]);
      return (await views([await editable(request, before.id)]))[0]!;
    },
  );

  r.delete(
    '/api/advisor/badges/:id/image',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: "Remove the badge's image (the card then shows its pillar)",
        security,
        params: badgeIdParam,
        response: { 200: badgeViewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await editable(request, request.params.id);
      const at = ctx.config.now().toISOString();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('badges')
          .set({ image_key: null, image_mime: null, updated_at: at })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: 'badge.image',
          targetType: 'badge',
          targetId: before.id,
          details: { old: { image: before.image_key }, new: { image: null } },
          at,
        });
      });
      if (before.image_key) await store.remove([before.image_key]);
      return (await views([await editable(request, before.id)]))[0]!;
    },
  );

  r.put(
    '/api/admin/badges/:id/active',
    {
      config: EDITORS,
      schema: {
        tags: ['badges'],
        summary: 'Activate or deactivate a badge (admin and educator; an advisor only their own)',
        security,
        params: badgeIdParam,
        body: z.strictObject({ is_active: z.boolean({ error: 'Active must be true or false' }) }),
        response: { 200: badgeViewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await editable(request, request.params.id);
      const at = ctx.config.now().toISOString();
      const next = request.body.is_active ? 1 : 0;
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('badges')
          .set({ is_active: next, updated_at: at })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, {
          actorId: request.user!.id,
          action: next ? 'badge.activate' : 'badge.deactivate',
          targetType: 'badge',
          targetId: before.id,
          details: {
            name: before.name,
            old: { is_active: before.is_active },
            new: { is_active: next },
          },
          at,
        });
      });
      return (await views([await editable(request, before.id)]))[0]!;
    },
  );

  r.get(
    '/api/badge-images/:key',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['badges'],
        summary: "A badge's image (public: badges show on public portfolios)",
        params: imageKeyParam,
        response: { ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const badge = await k
        .selectFrom('badges')
        .select(['image_key', 'image_mime'])
        .where('image_key', '=', request.params.key)
        .executeTakeFirst();
      if (!badge?.image_key || !badge.image_mime) throw new HttpError(404, 'Image not found');
      return sendImage(reply, store, { key: badge.image_key, mime: badge.image_mime });
    },
  );
}
