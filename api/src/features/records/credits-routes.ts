import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../auth/schemas';
import { contentDisposition, safeFileName } from '../../lib/uploads';
import { ensureDiploma, loadCredits, loadProfile } from './data';
import { ok, security, STUDENT_ONLY, tags } from './http';
import { transcriptPdf } from './pdf';
import { recordsDb } from './tables';
import { buildTranscript } from './transcript';
import { setVisibility, visibilityState } from './visibility';

const visibilityBody = z.strictObject({
  public: z.boolean({ error: 'Public must be true or false' }),
});

export function creditRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = recordsDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/credits',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Credits per subject toward the diploma (overflow counts toward electives)',
        security,
        response: { ...ok('See api/README.md'), ...errors(401, 403) },
      },
    },
    async (request) => (await loadCredits(k, request.user!.id)).report,
  );

  r.get(
    '/api/records/transcript',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Transcript: credits and quests per subject, XP per pillar',
        security,
        response: { ...ok('See api/README.md'), ...errors(401, 403) },
      },
    },
    async (request) => buildTranscript(k, request.user!.id, ctx.config.now()),
  );

  r.get(
    '/api/records/transcript.pdf',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'The transcript as a PDF download',
        security,
        response: { ...ok('See api/README.md'), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const transcript = await buildTranscript(k, request.user!.id, ctx.config.now());
      const site = await k
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', 'site_name')
        .executeTakeFirst();
      const pdf = await transcriptPdf(transcript, site?.value || 'Optio');
      const name = safeFileName(
        `transcript-${transcript.student.first_name}-${transcript.student.last_name}`
          .toLowerCase()
          .replace(/[\s/\\:*?"<>|]+/g, '-'),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`${name}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  r.get(
    '/api/records/diploma',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'My diploma: issued or what is missing, accreditation, visibility',
        security,
        response: { ...ok('See api/README.md'), ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = request.user!;
      const now = ctx.config.now();
      const [{ report }, profile, dob] = await Promise.all([
        loadCredits(k, user.id),
        loadProfile(k, user.id),
        k.selectFrom('users').select('date_of_birth').where('id', '=', user.id).executeTakeFirst(),
      ]);
      const diploma = await ensureDiploma(k, user.id, report, now);
      const visibility = await visibilityState(
        k,
        profile,
        'diploma',
        dob?.date_of_birth ?? null,
        now,
      );
      return {
        status: diploma.issued_at ? 'issued' : 'in_progress',
        issued_at: diploma.issued_at,
        accredited: diploma.accredited,
        credits_earned: report.total_earned,
        credits_missing: report.total_missing,
        credits_required: report.total_required,
        missing: report.subjects
          .filter((s) => !s.met)
          .map((s) => ({
            subject: s.subject,
            credits: Math.round((s.required - s.counted) * 10) / 10,
            xp: s.xp_to_requirement,
          })),
        ...visibility,
        public_path: `/public/diploma/${user.id}`,
      };
    },
  );

  r.put(
    '/api/records/diploma/visibility',
    {
      config: STUDENT_ONLY,
      schema: {
        tags,
        summary: 'Make my diploma public or private (under 13: public asks a parent first)',
        security,
        body: visibilityBody,
        response: { ...ok('See api/README.md'), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.user!;
      const now = ctx.config.now();
      const dob = await k
        .selectFrom('users')
        .select('date_of_birth')
        .where('id', '=', user.id)
        .executeTakeFirst();
      await setVisibility(
        ctx.db.kysely,
        user.id,
        'diploma',
        request.body.public,
        dob?.date_of_birth ?? null,
        now,
      );
      const profile = await loadProfile(k, user.id);
      return visibilityState(k, profile, 'diploma', dob?.date_of_birth ?? null, now);
    },
  );
}
