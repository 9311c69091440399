import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { SUBJECTS, type Subject } from '../../learning';
import { contractResponses } from '../../../lib/response-schemas';
import { changeCreditSettings, readCreditSettings } from './service';

const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];
export const XP_PER_CREDIT_MIN = 100;
export const XP_PER_CREDIT_MAX = 100_000;
export const REQUIREMENT_MAX = 20;

const requirement = z
  .number({ error: 'Credits must be a number' })
  .min(0, 'Credits cannot be negative')
  .max(REQUIREMENT_MAX, `Credits must be at most ${REQUIREMENT_MAX}`)
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Use steps of 0.1 credit');

export const creditSettingsBody = z
  .strictObject({
    xp_per_credit: z
      .number({ error: 'XP per credit must be a number' })
      .int('XP per credit must be a whole number')
      .min(XP_PER_CREDIT_MIN, `XP per credit must be at least ${XP_PER_CREDIT_MIN}`)
      .max(XP_PER_CREDIT_MAX, `XP per credit must be at most ${XP_PER_CREDIT_MAX}`),
    requirements: z.strictObject(
      Object.fromEntries(SUBJECTS.map((s) => [s, requirement])) as Record<
        Subject,
        typeof requirement
      >,
      { error: 'Give the credits required for every subject' },
    ),
    total_required: z
      .number({ error: 'Total credits must be a number' })
      .min(1, 'Total credits must be at least 1')
      .max(REQUIREMENT_MAX * 12, `Total credits must be at most ${REQUIREMENT_MAX * 12}`)
      .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Use steps of 0.1 credit'),
  })
  .superRefine((body, ctx) => {
    const sum = SUBJECTS.reduce((a, s) => a + Math.round(body.requirements[s] * 10), 0) / 10;
    if (Math.round(body.total_required * 10) < Math.round(sum * 10)) {
      ctx.addIssue({
        code: 'custom',
        path: ['total_required'],
        message: `Total credits must be at least the sum of the subject requirements (${sum})`,
      });
    }
  });

export function adminCreditRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/credit-settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'The XP-to-credit rate and the diploma’s credit requirements',
        security,
        response: { ...contractResponses('GET /api/admin/credit-settings'), ...errors(401, 403) },
      },
    },
    async () => readCreditSettings(ctx.db.kysely),
  );

  r.put(
    '/api/admin/credit-settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        summary: 'Change the credit rate and requirements (recorded in the audit log)',
        security,
        body: creditSettingsBody,
        response: {
          ...contractResponses('PUT /api/admin/credit-settings'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) =>
      changeCreditSettings(
        ctx.db.kysely,
        request.user!.id,
        request.body,
        ctx.config.now().toISOString(),
      ),
  );
}
