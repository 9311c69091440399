import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors, messageSchema } from '../auth/schemas';
import { MAX_LINK, type UploadStore } from '../learning/evidence';
import { assertQuota } from '../learning/quota';
import { dateSchema, pillarSchema } from '../learning/schemas';
import { checkUpload, safeFileName } from '../learning/sniff';
import { enrolInQuest } from '../learning/enrol';
import { DEFAULT_SUBJECT, PILLARS, type Pillar } from '../learning/tables';
import { applyVisibilityApproval } from '../records/visibility';
import { linkedChild } from './access';
import { familyDb } from './tables';
import { screenFields } from '../safety-surfaces/screen';
import { alertForEvidence, recordItemIncidents } from '../safety-surfaces';
import type { TutorDb } from '../tutor/tables';

const security = [{ bearerAuth: [] }];
const PARENT = { roles: ['parent'] as const };
const uuid = z.uuid({ error: 'Not a valid id' });
const childParam = z.strictObject({ childId: uuid });
export const EVIDENCE_TITLE_MAX = 200;
export const EVIDENCE_DESCRIPTION_MAX = 2000;

interface ParentEvidenceInput {
  title: string;
  description: string;
  pillar: Pillar | null;
  link: string | null;
  work_date: string | null;
  confidential: boolean;
  file: { name: string; mime: string; key: string; size: number } | null;
}

const FIELDS = ['title', 'description', 'pillar', 'link', 'work_date', 'confidential'] as const;

/** The parent's evidence form (multipart): the same file rules as a student's evidence, one file. */
async function readParentEvidence(
  request: FastifyRequest,
  store: UploadStore,
  written: string[],
): Promise<ParentEvidenceInput> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the evidence as multipart/form-data');
  const fields = new Map<string, string>();
  const fieldErrors: Record<string, string> = {};
  let file: ParentEvidenceInput['file'] = null;
  let tooLarge: string | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        fieldErrors[part.fieldname] = part.fieldname === 'file' ? 'Add one file' : 'Unknown field';
        continue;
      }
      const name = safeFileName(part.filename);
      const key = store.newKey();
      written.push(key);
      const info = await store.write(key, part.file, 'file');
      if (part.file.truncated) {
        const m = `"${name}" is too large: files may be at most 25 MB`;
        throw new HttpError(413, m, { file: m });
      }
      const check = checkUpload(name, info);
      if (!check.ok) {
        fieldErrors.file = check.message;
        if (check.tooLarge) tooLarge = check.message;
        continue;
      }
      file = { name, mime: check.type.mime, key, size: info.size };
      continue;
    }
    if (!(FIELDS as readonly string[]).includes(part.fieldname)) {
      fieldErrors[part.fieldname] = 'Unknown field';
      continue;
    }
    if (fields.has(part.fieldname) || part.valueTruncated) {
      fieldErrors[part.fieldname] = part.valueTruncated
        ? 'This field is too long'
        : 'Give this field once';
      continue;
    }
    fields.set(part.fieldname, String(part.value));
  }
  const title = (fields.get('title') ?? '').trim();
  if (!title) fieldErrors.title = 'Title is required';
  else if (title.length > EVIDENCE_TITLE_MAX)
    fieldErrors.title = `Title must be at most ${EVIDENCE_TITLE_MAX} characters`;
  const description = (fields.get('description') ?? '').trim();
  if (description.length > EVIDENCE_DESCRIPTION_MAX)
    fieldErrors.description = `Description must be at most ${EVIDENCE_DESCRIPTION_MAX} characters`;
  const pillarRaw = (fields.get('pillar') ?? '').trim();
  const pillar = pillarRaw ? pillarSchema.safeParse(pillarRaw) : null;
  if (pillar && !pillar.success) fieldErrors.pillar = `Pillar must be one of ${PILLARS.join(', ')}`;
  const link = (fields.get('link') ?? '').trim();
  if (link) {
    let ok = link.length <= MAX_LINK;
    try {
      ok &&= ['http:', 'https:'].includes(new URL(link).protocol);
    } catch {
      ok = false;
    }
    if (!ok) fieldErrors.link = 'Link must be a web address starting with http:// or https://';
  }
  const workDateRaw = (fields.get('work_date') ?? '').trim();
  const workDate = workDateRaw ? dateSchema.safeParse(workDateRaw) : null;
  if (workDate && !workDate.success)
    fieldErrors.work_date = workDate.error.issues[0]?.message ?? 'Not a valid date';
  const conf = fields.get('confidential') ?? 'false';
  if (conf !== 'true' && conf !== 'false') fieldErrors.confidential = "Use 'true' or 'false'";
  if (tooLarge) throw new HttpError(413, tooLarge, fieldErrors);
  const first = Object.values(fieldErrors)[0];
  if (first) throw new HttpError(400, first, fieldErrors);
  if (!description && !link && !file) {
    const m = 'Add a description, a link or a file';
    throw new HttpError(400, m, { evidence: m });
  }
  return {
    title,
    description,
    pillar: pillar?.success ? pillar.data : null,
    link: link || null,
    work_date: workDate?.success ? workDate.data : null,
    confidential: conf === 'true',
    file,
  };
}

const privateQuestSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .default(''),
  tasks: z
    .array(
      z.strictObject({
        title: z
          .string()
          .trim()
          .min(1, 'Task title is required')
          .max(200, 'Task title must be at most 200 characters'),
        description: z
          .string()
          .trim()
          .max(2000, 'Task description must be at most 2000 characters')
          .default(''),
        pillar: pillarSchema,
        xp: z
          .number({ error: 'XP must be a number' })
          .int('XP must be a whole number')
          .min(10, 'XP must be at least 10')
          .max(1000, 'XP must be at most 1000'),
      }),
    )
    .min(1, 'Add at least one task')
    .max(20, 'A quest may have at most 20 tasks'),
});

/** What a linked parent does for a child: evidence, visibility approvals, private quests. */
export function parentWriteRoutes(app: FastifyInstance, store: UploadStore): void {
  const k = familyDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.config.now().toISOString();

  r.post(
    '/api/parent/evidence/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          'Document learning the child did (multipart: title, description, pillar, link, work_date, confidential, file); it waits for the child to accept it',
        security,
        params: childParam,
        response: {
          201: z.object({
            id: z.string(),
            status: z.literal('pending'),
            held: z
              .boolean()
              .describe('Held by the safety screen: kept private until Optio staff release it'),
            held_categories: z.array(z.string()),
          }),
          ...errors(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      // The link is checked before anything is stored.
      const child = await linkedChild(k, request.user!.id, request.params.childId);
      const written: string[] = [];
      try {
        const input = await readParentEvidence(request, store, written);
        if (input.file) await assertQuota(app.ctx.db.kysely, request.user!.id, input.file.size);
        const id = randomUUID();
        const { outcome, stored } = await screenFields({
          surface: 'evidence',
          fields: { title: input.title, description: input.description },
          authorIsChild: false,
        });
        const at = now();
        await k.transaction().execute(async (trx) => {
          await trx
            .insertInto('portfolio_items')
            .values({
              id,
              student_id: child.id,
              source: 'parent',
              added_by: request.user!.id,
              status: 'pending',
              title: stored.title,
              description: stored.description,
              pillar: input.pillar,
              link_url: input.link,
              file_key: input.file?.key ?? null,
              file_name: input.file?.name ?? null,
              file_mime: input.file?.mime ?? null,
              file_size: input.file?.size ?? null,
              work_date: input.work_date,
              is_public: 0,
              confidential: input.confidential ? 1 : 0,
              created_at: at,
              decided_at: null,
              safety_hold: outcome.held ? 1 : 0,
            })
            .execute();
          await recordItemIncidents(
            trx as unknown as TutorDb,
            at,
            { surface: 'evidence', itemId: id, studentIds: [child.id] },
            outcome,
          );
        });
        await alertForEvidence(app.ctx, request.log, child.id, outcome);
        return reply.code(201).send({
          id,
          status: 'pending' as const,
          held: outcome.held,
          held_categories: outcome.heldCategories,
        });
      } catch (err) {
        await store.remove(written);
        throw err;
      }
    },
  );

  const decide = (decision: 'approved' | 'declined') =>
    r.post(
      `/api/parent/visibility-requests/:id/${decision === 'approved' ? 'approve' : 'decline'}`,
      {
        config: { auth: PARENT },
        schema: {
          tags: ['parent'],
          summary: `${decision === 'approved' ? 'Approve' : 'Decline'} a linked child's request to make their diploma or portfolio public`,
          security,
          params: z.strictObject({ id: uuid }),
          response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const req = await k
          .selectFrom('visibility_requests')
          .innerJoin(
            'parent_child_links',
            'parent_child_links.child_id',
            'visibility_requests.student_id',
          )
          .select(['visibility_requests.id'])
          .where('visibility_requests.id', '=', request.params.id)
          .where('parent_child_links.parent_id', '=', request.user!.id)
          .where('visibility_requests.status', '=', 'pending')
          .executeTakeFirst();
        if (!req) throw new HttpError(404, 'Request not found');
        const at = app.ctx.config.now();
        // Approval goes through the records feature, which owns what "public" means.
        const changed =
          decision === 'approved'
            ? await applyVisibilityApproval(app.ctx.db.kysely, req.id, request.user!.id, at)
            : Number(
                (
                  await k
                    .updateTable('visibility_requests')
                    .set({
                      status: 'declined',
                      decided_by: request.user!.id,
                      decided_at: at.toISOString(),
                    })
                    .where('id', '=', req.id)
                    .where('status', '=', 'pending')
                    .executeTakeFirst()
                ).numUpdatedRows,
              ) > 0;
        if (!changed) throw new HttpError(404, 'Request not found');
        return { message: decision === 'approved' ? 'Approved' : 'Declined' };
      },
    );
  decide('approved');
  decide('declined');

  r.post(
    '/api/parent/quests/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['parent'],
        summary:
          'Create a private quest with tasks for a linked child: only that child sees it, already picked up',
        security,
        params: childParam,
        body: privateQuestSchema,
        response: { 201: z.object({ id: z.string() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const child = await linkedChild(k, request.user!.id, request.params.childId);
      const { title, description, tasks } = request.body;
      const at = now();
      const questId = randomUUID();
      const pillars = PILLARS.filter((p) => tasks.some((t) => t.pillar === p));
      await k.transaction().execute(async (trx) => {
        // Inactive: never in the catalogue, and nobody else can pick it up or open it.
        await trx
          .insertInto('quests')
          .values({
            id: questId,
            slug: `private-${questId}`,
            title,
            description,
            short_description: description.slice(0, 280),
            big_idea: '',
            cover_image_url: null,
            created_by: request.user!.id,
            pillars: pillars.join(','),
            total_xp: tasks.reduce((a, t) => a + t.xp, 0),
            is_active: 0,
            created_at: at,
          })
          .execute();
        await trx
          .insertInto('private_quests')
          .values({
            quest_id: questId,
            child_id: child.id,
            created_by: request.user!.id,
            created_at: at,
          })
          .execute();
        const templates = tasks.map((t, i) => ({
          id: randomUUID(),
          quest_id: questId,
          title: t.title,
          description: t.description,
          pillar: t.pillar,
          xp: t.xp,
          required: 1,
          position: i,
          created_at: at,
        }));
        await trx.insertInto('quest_tasks').values(templates).execute();
        await trx
          .insertInto('task_subjects')
          .values(
            templates.map((t) => ({
              quest_task_id: t.id,
              subject: DEFAULT_SUBJECT[t.pillar],
              xp: t.xp,
            })),
          )
          .execute();
        await enrolInQuest(trx, child.id, questId, at);
      });
      return reply.code(201).send({ id: questId });
    },
  );
}
