import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { auditStaffRead } from '../admin';
import { errors } from '../auth/schemas';
import type { UploadStore } from '../learning/evidence';
import { assertQuota } from '../learning/quota';
import { PILLARS, type Pillar } from '../learning/tables';
import { loadProfile } from './data';
import {
  canReadConfidential,
  canSeeStudentWork,
  CONFIDENTIAL_REFUSED,
  itemIdParam,
  notFound,
  ok,
  security,
  sendStored,
  STUDENT_ONLY,
  tags,
} from './http';

import { HELD_EVIDENCE, loadPortfolio, type PortfolioEntry } from './portfolio';
import { screenFields } from '../safety-surfaces/screen';
import { alertForEvidence, recordItemIncidents } from '../safety-surfaces';
import type { TutorDb } from '../tutor/tables';
import { recordsDb } from './tables';
import { readSingleFileForm } from './upload-form';
import { setVisibility, visibilityState } from './visibility';

export const ITEM_TITLE_MAX = 200;
export const ITEM_DESCRIPTION_MAX = 5000;
const LINK_MAX = 2048;

const visibilityBody = z.strictObject({
  is_public: z.boolean({ error: 'is_public must be true or false' }),
});
const portfolioVisibilityBody = z.strictObject({
  public: z.boolean({ error: 'Public must be true or false' }),
});

/** The student's view of an entry: file links for the private routes. */
function withLinks(e: PortfolioEntry) {
  return {
    ...e,
    file_url: e.file ? `/api/records/portfolio/items/${e.id}/file` : null,
    evidence: e.evidence.map((ev) => ({
      ...ev,
      file_url: ev.file ? `/api/records/portfolio/evidence/${ev.id}/file` : null,
    })),
  };
}

function parseUploadFields(fields: Map<string, string>, now: Date) {
  const errs: Record<string, string> = {};
  const title = (fields.get('title') ?? '').trim();
  if (!title) errs.title = 'Title is required';
  else if (title.length > ITEM_TITLE_MAX)
    errs.title = `Title must be at most ${ITEM_TITLE_MAX} characters`;
  const description = (fields.get('description') ?? '').trim();
  if (description.length > ITEM_DESCRIPTION_MAX)
    errs.description = `Description must be at most ${ITEM_DESCRIPTION_MAX} characters`;
  const pillarText = (fields.get('pillar') ?? '').trim();
  let pillar: Pillar | null = null;
  if (pillarText) {
    if ((PILLARS as readonly string[]).includes(pillarText)) pillar = pillarText as Pillar;
    else errs.pillar = 'Pillar must be one of ' + PILLARS.join(', ');
  }
  const workDate = (fields.get('work_date') ?? '').trim() || null;
  if (workDate) {
    const d = new Date(`${workDate}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(workDate) ||
      Number.isNaN(d.getTime()) ||
      d.toISOString().slice(0, 10) !== workDate
    )
      errs.work_date = 'Date must be a real date YYYY-MM-DD';
    else if (workDate > now.toISOString().slice(0, 10))
      errs.work_date = 'Date cannot be in the future';
  }
  const link = (fields.get('link') ?? '').trim() || null;
  if (link) {
    let ok = link.length <= LINK_MAX;
    try {
      ok &&= ['http:', 'https:'].includes(new URL(link).protocol);
    } catch {
      ok = false;
    }
    if (!ok) errs.link = 'Link must be a web address starting with http:// or https://';
  }
  const flag = (name: string) => {
    const v = fields.get(name) ?? 'false';
    if (v !== 'true' && v !== 'false') errs[name] = "Use 'true' or 'false'";
    return v === 'true';
  };
  const confidential = flag('confidential');
  const isPublic = flag('is_public');
  return { errs, title, description, pillar, workDate, link, confidential, isPublic };
}

export function portfolioRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const k = recordsDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const userDob = async (id: string) =>
    (await k.selectFrom('users').select('date_of_birth').where('id', '=', id).executeTakeFirst())
      ?.date_of_birth ?? null;

  r.get(
    '/api/records/portfolio',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'My portfolio: completed tasks and uploaded or parent items, with visibility',
        security,
        response: { ...ok('See api/README.md'), ...errors(401, 403) },
      },
    },
    async (request) => {
      const id = request.user!.id;
      const now = ctx.config.now();
      const [profile, entries, dob] = await Promise.all([
        loadProfile(k, id),
        loadPortfolio(k, id),
        userDob(id),
      ]);
      return {
        slug: profile.portfolio_slug,
        public_path: profile.portfolio_slug ? `/portfolio/${profile.portfolio_slug}` : null,
        visibility: await visibilityState(k, profile, 'portfolio', dob, now),
        items: entries.filter((e) => e.status !== 'declined').map(withLinks),
      };
    },
  );

  r.put(
    '/api/records/portfolio/visibility',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Make my portfolio public or private (needs a slug; under 13 asks a parent)',
        security,
        body: portfolioVisibilityBody,
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const id = request.user!.id;
      const now = ctx.config.now();
      const profile = await loadProfile(k, id);
      if (request.body.public && !profile.portfolio_slug) {
        const message = 'Choose your portfolio address before making it public';
        throw new HttpError(400, message, { portfolio_slug: message });
      }
      const dob = await userDob(id);
      await setVisibility(ctx.db.kysely, id, 'portfolio', request.body.public, dob, now);
      return visibilityState(k, await loadProfile(k, id), 'portfolio', dob, now);
    },
  );

  r.put(
    '/api/records/portfolio/items/:id/visibility',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Show or hide one item (a completed task or an item) in my public portfolio',
        security,
        params: itemIdParam,
        body: visibilityBody,
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const studentId = request.user!.id;
      const isPublic = request.body.is_public ? 1 : 0;
      const entry = (await loadPortfolio(k, studentId)).find((e) => e.id === request.params.id);
      if (!entry || entry.status === 'declined') throw notFound('Item');
      if (isPublic && entry.confidential) {
        throw new HttpError(409, 'Confidential work is never public');
      }
      if (isPublic && entry.held) throw new HttpError(409, HELD_EVIDENCE);
      if (entry.source === 'task') {
        await k
          .insertInto('portfolio_task_visibility')
          .values({ student_task_id: entry.id, student_id: studentId, is_public: isPublic })
          .onConflict((oc) => oc.column('student_task_id').doUpdateSet({ is_public: isPublic }))
          .execute();
      } else {
        await k
          .updateTable('portfolio_items')
          .set({ is_public: isPublic })
          .where('id', '=', entry.id)
          .where('student_id', '=', studentId)
          .execute();
      }
      return { id: entry.id, is_public: isPublic === 1 };
    },
  );

  r.post(
    '/api/records/portfolio/items',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary:
          'Upload past work (multipart: title, description, pillar, work_date, link, confidential, is_public, file)',
        security,
        consumes: ['multipart/form-data'],
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const studentId = request.user!.id;
      const now = ctx.config.now();
      const { fields, file } = await readSingleFileForm(
        request,
        store,
        ['title', 'description', 'pillar', 'work_date', 'link', 'confidential', 'is_public'],
        'file',
      );
      const input = parseUploadFields(fields, now);
      if (!input.errs.title && !input.description && !input.link && !file) {
        input.errs.description = 'Add a description, a link or a file';
      }
      const first = Object.values(input.errs)[0];
      if (first) {
        if (file) await store.remove([file.key]);
        throw new HttpError(400, first, input.errs);
      }
      if (file) {
        try {
          await assertQuota(ctx.db.kysely, studentId, file.size);
        } catch (err) {
          await store.remove([file.key]);
          throw err;
        }
      }
      const id = randomUUID();
      const { outcome, stored } = await screenFields({
        surface: 'evidence',
        fields: { title: input.title, description: input.description },
        authorIsChild: true,
      });
      const at = now.toISOString();
      await k.transaction().execute(async (trx) => {
        await trx
          .insertInto('portfolio_items')
          .values({
            id,
            student_id: studentId,
            source: 'upload',
            added_by: studentId,
            status: 'accepted',
            title: stored.title,
            description: stored.description,
            pillar: input.pillar,
            link_url: input.link,
            file_key: file?.key ?? null,
            file_name: file?.name ?? null,
            file_mime: file?.type.mime ?? null,
            file_size: file?.size ?? null,
            work_date: input.workDate,
            is_public: input.isPublic && !input.confidential && !outcome.held ? 1 : 0,
            confidential: input.confidential ? 1 : 0,
            created_at: at,
            decided_at: null,
            safety_hold: outcome.held ? 1 : 0,
          })
          .execute();
        await recordItemIncidents(
          trx as unknown as TutorDb,
          at,
          { surface: 'evidence', itemId: id, studentIds: [studentId] },
          outcome,
        );
      });
      await alertForEvidence(ctx, request.log, studentId, outcome);
      const entry = (await loadPortfolio(k, studentId)).find((e) => e.id === id)!;
      return reply.code(201).send(withLinks(entry));
    },
  );

  r.delete(
    '/api/records/portfolio/items/:id',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Remove past work I uploaded',
        security,
        params: itemIdParam,
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const item = await k
        .selectFrom('portfolio_items')
        .select(['id', 'file_key'])
        .where('id', '=', request.params.id)
        .where('student_id', '=', request.user!.id)
        .where('source', '=', 'upload')
        .executeTakeFirst();
      if (!item) throw notFound('Item');
      await k.deleteFrom('portfolio_items').where('id', '=', item.id).execute();
      if (item.file_key) await store.remove([item.file_key]);
      return { message: 'Removed' };
    },
  );

  for (const decision of ['accept', 'decline'] as const) {
    r.post(
      `/api/records/portfolio/items/:id/${decision}`,
      {
        config: STUDENT_ONLY,
        schema: {
          tags,
          summary:
            decision === 'accept'
              ? 'Accept work a parent documented (it then counts in my portfolio)'
              : 'Decline work a parent documented',
          security,
          params: itemIdParam,
          response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const item = await k
          .selectFrom('portfolio_items')
          .select(['id', 'status'])
          .where('id', '=', request.params.id)
          .where('student_id', '=', request.user!.id)
          .where('source', '=', 'parent')
          .executeTakeFirst();
        if (!item) throw notFound('Item');
        if (item.status !== 'pending') throw new HttpError(409, 'This item was already decided');
        const status = decision === 'accept' ? 'accepted' : 'declined';
        await k
          .updateTable('portfolio_items')
          .set({ status, decided_at: ctx.config.now().toISOString() })
          .where('id', '=', item.id)
          .where('status', '=', 'pending')
          .execute();
        return { id: item.id, status };
      },
    );
  }

  r.get(
    '/api/records/portfolio/items/:id/file',
    {
      schema: {
        tags,
        summary:
          'An item’s file: to the student, their linked parents and staff (others get 404); a confidential one to the student and linked parents only (staff get 403)',
        security,
        params: itemIdParam,
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const item = await k
        .selectFrom('portfolio_items')
        .select(['student_id', 'file_key', 'file_mime', 'file_name', 'confidential'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!item?.file_key || !item.file_mime) throw notFound('File');
      if (!(await canSeeStudentWork(k, request.user!, item.student_id))) throw notFound('File');
      if (
        item.confidential === 1 &&
        !(await canReadConfidential(k, request.user!, item.student_id))
      ) {
        throw new HttpError(403, CONFIDENTIAL_REFUSED);
      }
      await auditStaffRead(k, {
        actor: request.user!,
        childId: item.student_id,
        what: 'portfolio item file',
        details: { item_id: request.params.id },
        at: ctx.config.now().toISOString(),
      });
      return sendStored(reply, store, {
        key: item.file_key,
        mime: item.file_mime,
        name: item.file_name,
        cache: 'private',
      });
    },
  );

  r.get(
    '/api/records/portfolio/evidence/:id/file',
    {
      schema: {
        tags,
        summary:
          'A task evidence file: to the student, their linked parents and staff; confidential evidence to the student and linked parents only (staff get 403)',
        security,
        params: itemIdParam,
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await k
        .selectFrom('evidence_files')
        .innerJoin('evidence', 'evidence.id', 'evidence_files.evidence_id')
        .select([
          'evidence_files.student_id',
          'evidence_files.storage_key',
          'evidence_files.mime',
          'evidence_files.original_name',
          'evidence.confidential',
        ])
        .where('evidence_files.evidence_id', '=', request.params.id)
        .executeTakeFirst();
      if (!file || !(await canSeeStudentWork(k, request.user!, file.student_id))) {
        throw notFound('File');
      }
      if (
        file.confidential === 1 &&
        !(await canReadConfidential(k, request.user!, file.student_id))
      ) {
        throw new HttpError(403, CONFIDENTIAL_REFUSED);
      }
      await auditStaffRead(k, {
        actor: request.user!,
        childId: file.student_id,
        what: 'evidence file',
        details: { evidence_id: request.params.id },
        at: ctx.config.now().toISOString(),
      });
      return sendStored(reply, store, {
        key: file.storage_key,
        mime: file.mime,
        name: file.original_name,
        cache: 'private',
      });
    },
  );
}
