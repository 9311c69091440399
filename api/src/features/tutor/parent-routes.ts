import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import {
  childParam,
  conversationParam,
  conversationSchema,
  incidentSchema,
  messageSchema,
  settingsBody,
  settingsSchema,
} from './schemas';
import { loadSettings } from './settings';
// Incidents come from every surface, so they carry any category of the screen.
import { SAFETY_CATEGORIES } from '../safety';
import { SEVERITIES, tutorDb, TUTOR_MODES, type TutorDb } from './tables';
import { toConversation, toIncident, toMessage } from './views';

const PARENT = { auth: { roles: ['parent'] as const } };
const security = [{ bearerAuth: [] }];

const childNotFound = () => new HttpError(404, 'Child not found');

/** Only a parent linked to the child gets past this; everyone else sees the same 404. */
export async function assertLinked(k: TutorDb, parentId: string, childId: string): Promise<void> {
  const link = await k
    .selectFrom('parent_child_links')
    .select('child_id')
    .where('parent_id', '=', parentId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  if (!link) throw childNotFound();
}

const countBy = <K extends string>(keys: readonly K[], values: K[]) =>
  Object.fromEntries(keys.map((key) => [key, values.filter((v) => v === key).length])) as Record<
    K,
    number
  >;

/** SPEC §7 `/api/tutor/parent/...`: a linked parent's view of the child's tutor use. */
export function parentRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = tutorDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tutor/parent/conversations/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "A linked child's tutor conversations with message and flag counts",
        security,
        params: childParam,
        response: {
          200: z.object({
            monitoring: z.boolean(),
            conversations: z.array(
              conversationSchema.extend({ message_count: z.number(), flagged_count: z.number() }),
            ),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { childId } = request.params;
      await assertLinked(k, request.user!.id, childId);
      const [settings, rows, counts] = await Promise.all([
        loadSettings(k, childId),
        k
          .selectFrom('tutor_conversations')
          .selectAll()
          .where('student_id', '=', childId)
          .orderBy('updated_at', 'desc')
          .orderBy('id')
          .limit(200)
          .execute(),
        k
          .selectFrom('tutor_messages')
          .select([
            'conversation_id',
            (eb) => eb.fn.countAll<number | string>().as('n'),
            (eb) => eb.fn.sum<number | string>('flagged').as('flagged'),
          ])
          .where('student_id', '=', childId)
          .where('hidden_from_parents', '=', 0)
          .groupBy('conversation_id')
          .execute(),
      ]);
      const byId = new Map(counts.map((c) => [c.conversation_id, c]));
      return {
        monitoring: settings.monitoring,
        conversations: rows.map((row) => ({
          ...toConversation(row),
          message_count: Number(byId.get(row.id)?.n ?? 0),
          flagged_count: Number(byId.get(row.id)?.flagged ?? 0),
        })),
      };
    },
  );

  r.get(
    '/api/tutor/parent/conversations/:conversationId/messages',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "The messages of a linked child's conversation (while monitoring is on)",
        security,
        params: conversationParam,
        response: {
          200: z.object({ conversation: conversationSchema, messages: z.array(messageSchema) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const conversation = await k
        .selectFrom('tutor_conversations')
        .selectAll()
        .where('id', '=', request.params.conversationId)
        .executeTakeFirst();
      // Another family's conversation is indistinguishable from one that does not exist.
      if (!conversation) throw new HttpError(404, 'Conversation not found');
      await assertLinked(k, request.user!.id, conversation.student_id).catch(() => {
        throw new HttpError(404, 'Conversation not found');
      });
      const settings = await loadSettings(k, conversation.student_id);
      if (!settings.monitoring) {
        throw new HttpError(
          403,
          'Conversation monitoring is off for this child. Turn it on in the tutor settings to read conversations.',
        );
      }
      const rows = await k
        .selectFrom('tutor_messages')
        .selectAll()
        .where('conversation_id', '=', conversation.id)
        .where('hidden_from_parents', '=', 0)
        .orderBy('created_at')
        .execute();
      return { conversation: toConversation(conversation), messages: rows.map(toMessage) };
    },
  );

  r.get(
    '/api/tutor/parent/safety-reports/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "A linked child's safety incidents, newest first, with a summary",
        security,
        params: childParam,
        response: {
          200: z.object({
            summary: z.object({
              total: z.number(),
              open: z.number(),
              by_category: z.record(z.enum(SAFETY_CATEGORIES), z.number()),
              by_severity: z.record(z.enum(SEVERITIES), z.number()),
            }),
            incidents: z.array(incidentSchema),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { childId } = request.params;
      await assertLinked(k, request.user!.id, childId);
      const rows = await k
        .selectFrom('safety_incidents')
        .selectAll()
        .where('student_id', '=', childId)
        // Possible abuse goes to Optio's safety team only: it may be happening at home.
        .where('category', '!=', 'abuse')
        // ...and so does every other flag of a held message or evidence that also flagged it.
        .where('hidden_from_parents', '=', 0)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return {
        summary: {
          total: rows.length,
          open: rows.filter((r) => r.status === 'open').length,
          by_category: countBy(
            SAFETY_CATEGORIES,
            rows.map((r) => r.category),
          ),
          by_severity: countBy(
            SEVERITIES,
            rows.map((r) => r.severity),
          ),
        },
        incidents: rows.slice(0, 200).map((row) => toIncident(row, 'parent')),
      };
    },
  );

  r.get(
    '/api/tutor/parent/settings/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary: "A linked child's tutor settings (defaults until a parent changes them)",
        security,
        params: childParam,
        response: { 200: settingsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await assertLinked(k, request.user!.id, request.params.childId);
      return loadSettings(k, request.params.childId);
    },
  );

  r.put(
    '/api/tutor/parent/settings/:childId',
    {
      config: PARENT,
      schema: {
        tags: ['tutor'],
        summary:
          'Change a linked child’s tutor settings; the daily limit can only go down from the tier default',
        security,
        params: childParam,
        body: settingsBody,
        response: { 200: settingsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { childId } = request.params;
      const parentId = request.user!.id;
      await assertLinked(k, parentId, childId);
      const current = await loadSettings(k, childId);
      const body = request.body;
      if (body.daily_limit !== undefined && body.daily_limit > current.tier_limit) {
        const message = `The daily limit can be at most ${current.tier_limit} on the ${current.tier} plan`;
        throw new HttpError(400, message, { daily_limit: message });
      }
      const next = {
        enabled: body.enabled ?? current.enabled,
        daily_limit: body.daily_limit ?? current.daily_limit,
        allowed_modes: TUTOR_MODES.filter((m) =>
          (body.allowed_modes ?? current.allowed_modes).includes(m),
        ),
        monitoring: body.monitoring ?? current.monitoring,
        email_alerts: body.email_alerts ?? current.email_alerts,
      };
      const at = ctx.config.now().toISOString();
      const row = {
        student_id: childId,
        enabled: next.enabled ? 1 : 0,
        daily_limit: next.daily_limit,
        allowed_modes: JSON.stringify(next.allowed_modes),
        monitoring: next.monitoring ? 1 : 0,
        email_alerts: next.email_alerts ? 1 : 0,
        updated_by: parentId,
        updated_at: at,
      };
      await k
        .insertInto('tutor_settings')
        .values(row)
        .onConflict((oc) => oc.column('student_id').doUpdateSet({ ...row }))
        .execute();
      return loadSettings(k, childId);
    },
  );
}
