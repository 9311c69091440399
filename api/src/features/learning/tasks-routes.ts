import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { readEvidenceForm, type UploadStore } from './evidence';
import { assertQuota } from './quota';
import { STUDENT_ONLY } from './quests-routes';
import {
  checkSplit,
  dateSchema,
  idParam,
  pillarSchema,
  subjectSchema,
  taskIdParam,
  taskSchema,
} from './schemas';
import {
  DEFAULT_SUBJECT,
  isUniqueViolation,
  learningDb,
  type EvidenceTable,
  type LearningDb,
} from './tables';
import { studentTaskViews } from './views';
import { screenItem } from '../safety-surfaces/screen';
import { alertForEvidence, recordItemIncidents } from '../safety-surfaces';
import type { TutorDb } from '../tutor/tables';

const security = [{ bearerAuth: [] }];
const taskNotFound = () => new HttpError(404, 'Task not found');
const alreadyComplete = () => new HttpError(409, 'This task is already complete');

const personalTaskBody = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(5000, 'Description must be at most 5000 characters')
    .optional(),
  pillar: pillarSchema,
  xp: z
    .number({ error: 'XP must be a number' })
    .int('XP must be a whole number')
    .min(10, 'XP must be at least 10')
    .max(1000, 'XP must be at most 1000'),
  subjects: z
    .array(
      z.strictObject({
        subject: subjectSchema,
        xp: z.number({ error: 'XP must be a number' }).int('XP must be a whole number'),
      }),
      { error: 'Subjects must be a list' },
    )
    .max(5, 'At most five subjects')
    .optional(),
});

async function ownTaskView(k: LearningDb, userId: string, taskId: string) {
  const row = await k
    .selectFrom('student_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('student_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw taskNotFound();
  const [view] = await studentTaskViews(k, [row]);
  return view!;
}

export function taskRoutes(app: FastifyInstance, store: UploadStore): void {
  const k = learningDb(app.ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.config.now().toISOString();

  r.post(
    '/api/quests/:id/tasks',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: 'Add a personal task to a quest the student has picked up',
        security,
        params: idParam,
        body: personalTaskBody,
        response: { 201: taskSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const body = request.body;
      const subjects = body.subjects ?? [{ subject: DEFAULT_SUBJECT[body.pillar], xp: body.xp }];
      const splitError = checkSplit(subjects, body.xp);
      if (splitError) throw new HttpError(400, splitError, { subjects: splitError });
      const e = await k
        .selectFrom('enrolments')
        .select(['id', 'status'])
        .where('student_id', '=', userId)
        .where('quest_id', '=', request.params.id)
        .executeTakeFirst();
      if (!e) {
        const quest = await k
          .selectFrom('quests')
          .select('id')
          .where('id', '=', request.params.id)
          .where('is_active', '=', 1)
          .executeTakeFirst();
        if (!quest) throw new HttpError(404, 'Quest not found');
        throw new HttpError(409, 'Pick this quest up before adding tasks');
      }
      if (e.status === 'set_down')
        throw new HttpError(409, 'Pick this quest up again to add tasks');
      const last = await k
        .selectFrom('student_tasks')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('enrolment_id', '=', e.id)
        .executeTakeFirst();
      const id = randomUUID();
      await k
        .insertInto('student_tasks')
        .values({
          id,
          enrolment_id: e.id,
          student_id: userId,
          quest_id: request.params.id,
          quest_task_id: null,
          title: body.title,
          description: body.description ?? '',
          pillar: body.pillar,
          xp: body.xp,
          required: 0,
          position: Number(last?.p ?? 0) + 1,
          is_personal: 1,
          subjects: JSON.stringify(subjects),
          due_date: null,
          completed_at: null,
          created_at: now(),
        })
        .execute();
      return reply.code(201).send(await ownTaskView(k, userId, id));
    },
  );

  r.patch(
    '/api/tasks/:taskId',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary: "Set or clear one of the student's own task's due date",
        security,
        params: taskIdParam,
        body: z.strictObject({ due_date: dateSchema.nullable() }),
        response: { 200: taskSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const upd = await k
        .updateTable('student_tasks')
        .set({ due_date: request.body.due_date })
        .where('id', '=', request.params.taskId)
        .where('student_id', '=', userId)
        .executeTakeFirst();
      if (Number(upd.numUpdatedRows) !== 1) throw taskNotFound();
      return ownTaskView(k, userId, request.params.taskId);
    },
  );

  r.post(
    '/api/tasks/:taskId/complete',
    {
      config: { auth: STUDENT_ONLY },
      schema: {
        tags: ['learning'],
        summary:
          'Complete a task with evidence (multipart: text?, link?, confidential, files 0..5)',
        description:
          'multipart/form-data with fields `text` (≤ 10,000 chars), `link` (http/https URL), ' +
          "`confidential` ('true' | 'false') and up to five `files` (images jpg/png/gif/webp ≤ 10 MB, " +
          'documents pdf/docx/txt ≤ 25 MB, checked by content; images are re-encoded without metadata). ' +
          'At least one of text, link, files. Files count against the per-user storage quota (413). ' +
          'A task completes once: a repeated or concurrent submission answers 409.',
        security,
        params: taskIdParam,
        response: {
          200: z.object({
            task: taskSchema,
            xp_awarded: z.number(),
            quest_completed: z.boolean(),
            xp_total: z.number(),
          }),
          ...errors(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const taskId = request.params.taskId;
      const task = await k
        .selectFrom('student_tasks')
        .innerJoin('enrolments', 'enrolments.id', 'student_tasks.enrolment_id')
        .select([
          'student_tasks.id',
          'student_tasks.enrolment_id',
          'student_tasks.quest_id',
          'student_tasks.pillar',
          'student_tasks.xp',
          'student_tasks.subjects',
          'student_tasks.completed_at',
          'enrolments.status',
        ])
        .where('student_tasks.id', '=', taskId)
        .where('student_tasks.student_id', '=', userId)
        .executeTakeFirst();
      if (!task) {
        // Drain the upload before answering (the body is never stored).
        if (request.isMultipart())
          for await (const p of request.parts()) if (p.type === 'file') p.file.resume();
        throw taskNotFound();
      }
      const input = await readEvidenceForm(request, store);
      const keys = input.files.map((f) => f.key);
      if (task.completed_at || task.status === 'set_down') {
        await store.remove(keys);
        if (task.completed_at) throw alreadyComplete();
        throw new HttpError(409, 'Pick this quest up again first');
      }
      try {
        await assertQuota(
          app.ctx.db.kysely,
          userId,
          input.files.reduce((sum, f) => sum + f.size, 0),
        );
      } catch (err) {
        await store.remove(keys);
        throw err;
      }

      const screened = input.text
        ? await screenItem({ surface: 'evidence', text: input.text, authorIsChild: true })
        : null;
      let questCompleted = false;
      const at = now();
      try {
        await k.transaction().execute(async (trx) => {
          const enrolment = await trx
            .selectFrom('enrolments')
            .select('status')
            .where('id', '=', task.enrolment_id)
            .executeTakeFirst();
          if (enrolment?.status === 'set_down') {
            throw new HttpError(409, 'Pick this quest up again first');
          }
          await trx
            .insertInto('task_completions')
            .values({
              id: randomUUID(),
              student_task_id: taskId,
              student_id: userId,
              confidential: input.confidential ? 1 : 0,
              completed_at: at,
            })
            .execute();
          const upd = await trx
            .updateTable('student_tasks')
            .set({ completed_at: at })
            .where('id', '=', taskId)
            .where('completed_at', 'is', null)
            .executeTakeFirst();
          if (Number(upd.numUpdatedRows) !== 1) throw alreadyComplete();
          await trx
            .insertInto('xp_ledger')
            .values({
              id: randomUUID(),
              student_id: userId,
              student_task_id: taskId,
              quest_id: task.quest_id,
              pillar: task.pillar,
              xp: task.xp,
              subjects: task.subjects,
              created_at: at,
            })
            .execute();
          const evidence: EvidenceTable[] = [];
          const base = {
            student_task_id: taskId,
            student_id: userId,
            created_at: at,
            safety_hold: 0,
          };
          const conf = input.confidential ? 1 : 0;
          if (input.text && screened) {
            const textEvidence: EvidenceTable = {
              ...base,
              id: randomUUID(),
              kind: 'text',
              text: screened.stored,
              url: null,
              confidential: conf,
              position: evidence.length,
              safety_hold: screened.held ? 1 : 0,
            };
            evidence.push(textEvidence);
            await recordItemIncidents(
              trx as unknown as TutorDb,
              at,
              { surface: 'evidence', itemId: textEvidence.id, studentIds: [userId] },
              screened,
            );
          }
          if (input.link)
            evidence.push({
              ...base,
              id: randomUUID(),
              kind: 'link',
              text: null,
              url: input.link,
              confidential: conf,
              position: evidence.length,
            });
          const fileRows = input.files.map((f) => {
            const ev: EvidenceTable = {
              ...base,
              id: randomUUID(),
              kind: 'file',
              text: null,
              url: null,
              confidential: conf,
              position: evidence.length,
            };
            evidence.push(ev);
            return {
              id: randomUUID(),
              evidence_id: ev.id,
              student_id: userId,
              storage_key: f.key,
              original_name: f.name,
              mime: f.type.mime,
              size: f.size,
              created_at: at,
            };
          });
          await trx.insertInto('evidence').values(evidence).execute();
          if (fileRows.length > 0)
            await trx.insertInto('evidence_files').values(fileRows).execute();

          // Quest completion: all required tasks done (all tasks when none is required).
          const tasks = await trx
            .selectFrom('student_tasks')
            .select(['required', 'completed_at'])
            .where('enrolment_id', '=', task.enrolment_id)
            .execute();
          const required = tasks.filter((t) => t.required);
          const gate = required.length > 0 ? required : tasks;
          if (gate.every((t) => t.completed_at)) {
            const e = await trx
              .updateTable('enrolments')
              .set({ status: 'completed', completed_at: at })
              .where('id', '=', task.enrolment_id)
              .where('status', '=', 'active')
              .executeTakeFirst();
            questCompleted = Number(e.numUpdatedRows) === 1;
          }
        });
      } catch (err) {
        await store.remove(keys);
        if (isUniqueViolation(err)) throw alreadyComplete();
        throw err;
      }
      if (screened) await alertForEvidence(app.ctx, request.log, userId, screened);
      const total = await k
        .selectFrom('xp_ledger')
        .select((eb) => eb.fn.sum<number>('xp').as('xp'))
        .where('student_id', '=', userId)
        .executeTakeFirst();
      return {
        task: await ownTaskView(k, userId, taskId),
        xp_awarded: task.xp,
        quest_completed: questCompleted,
        xp_total: Number(total?.xp ?? 0),
      };
    },
  );
}
