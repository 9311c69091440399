// The evaluator portfolio, evaluator links and tracking against a school year's targets
// (api/src/features/evaluator; docs/api/evaluator.md).
import { z } from 'zod';
import { parseIsoDate } from '../age';
import { messageSchema } from './common';
import { subjectSchema } from './learning';

export const MAX_RANGE_DAYS = 400;
export const LINK_LIFETIME = { min: 7, max: 60 } as const;
export const MINUTES = { min: 1, max: 1440 } as const;
export const EVALUATION_DECISIONS = [
  'satisfactory',
  'needs_improvement',
  'unsatisfactory',
] as const;
export type EvaluationDecision = (typeof EVALUATION_DECISIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z
  .string({ error: 'Date must be a real date YYYY-MM-DD' })
  .refine((v) => parseIsoDate(v) !== null, 'Date must be a real date YYYY-MM-DD');

/** Days from `from` to `to`, both counted (1 for one day). */
export function rangeDays(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return 0;
  return Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1;
}

/** The range rules shared by the export, the links and the forms (field messages). */
export function rangeProblems(from?: string, to?: string): Record<string, string> {
  if (!from || !to || !parseIsoDate(from) || !parseIsoDate(to)) return {};
  if (from > to) return { from: 'The start date must be on or before the end date' };
  if (rangeDays(from, to) > MAX_RANGE_DAYS)
    return { to: `A date range can be at most ${MAX_RANGE_DAYS} days` };
  return {};
}

const withRange = <T extends { from?: string; to?: string }>(v: T, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(rangeProblems(v.from, v.to)))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

export const minutesSchema = z
  .number({ error: 'Minutes must be a whole number from 1 to 1440' })
  .int('Minutes must be a whole number from 1 to 1440')
  .min(MINUTES.min, 'Minutes must be a whole number from 1 to 1440')
  .max(MINUTES.max, 'Minutes must be a whole number from 1 to 1440');

/** `PUT /api/tasks/:taskId/time`: the time a student spent on a completed task (null clears). */
export const taskTimeBodySchema = z.strictObject({ minutes: minutesSchema.nullable() });

/** The query of the portfolio export (a parent names the child; a student reads their own). */
export const portfolioQuerySchema = z
  .strictObject({
    student_id: z.uuid({ error: 'Not a valid id' }).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine(withRange);
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>;

export const createLinkBodySchema = z
  .strictObject({
    student_id: z.uuid({ error: 'Not a valid id' }).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    lifetime_days: z
      .number({ error: 'A link lasts 7 to 60 days' })
      .int('A link lasts 7 to 60 days')
      .min(LINK_LIFETIME.min, 'A link lasts 7 to 60 days')
      .max(LINK_LIFETIME.max, 'A link lasts 7 to 60 days'),
  })
  .superRefine(withRange);
export type CreateLinkBody = z.infer<typeof createLinkBodySchema>;

export const linkListQuerySchema = z.strictObject({
  student_id: z.uuid({ error: 'Not a valid id' }).optional(),
});

export const evaluationBodySchema = z.strictObject({
  name: z
    .string({ error: 'Your name is required' })
    .trim()
    .min(1, 'Your name is required')
    .max(200, 'This field is too long'),
  credential: z
    .string({ error: 'Your credential is required' })
    .trim()
    .min(1, 'Your credential is required')
    .max(200, 'This field is too long'),
  date: isoDateSchema,
  decision: z.enum(EVALUATION_DECISIONS, {
    error: 'Decision must be satisfactory, needs_improvement or unsatisfactory',
  }),
  comment: z.string({ error: 'Comment must be text' }).trim().max(5000, 'This is too long'),
});
export type EvaluationBody = z.infer<typeof evaluationBodySchema>;

export const targetsBodySchema = z.strictObject({
  target_days: z
    .number({ error: 'Target days must be a whole number from 1 to 366' })
    .int('Target days must be a whole number from 1 to 366')
    .min(1, 'Target days must be a whole number from 1 to 366')
    .max(366, 'Target days must be a whole number from 1 to 366')
    .nullable(),
  target_hours: z
    .number({ error: 'Target hours must be a whole number from 1 to 5000' })
    .int('Target hours must be a whole number from 1 to 5000')
    .min(1, 'Target hours must be a whole number from 1 to 5000')
    .max(5000, 'Target hours must be a whole number from 1 to 5000')
    .nullable(),
  evaluation_due: isoDateSchema.nullable(),
});
export type TargetsBody = z.infer<typeof targetsBodySchema>;

// Responses.

export const evaluationSchema = z.object({
  id: z.string(),
  evaluator_name: z.string(),
  credential: z.string(),
  date: z.string(),
  decision: z.enum(EVALUATION_DECISIONS),
  comment: z.string(),
  from: z.string(),
  to: z.string(),
  recorded_at: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

const timeSchema = z.object({ days: z.number(), minutes: z.number(), hours: z.number() });

export const sampleFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  is_image: z.boolean(),
});

export const workSampleSchema = z.object({
  task_id: z.string(),
  date: z.string(),
  title: z.string(),
  quest_title: z.string(),
  minutes: z.number().nullable(),
  text: z.string().nullable(),
  links: z.array(z.string()),
  files: z.array(sampleFileSchema),
  confidential: z.boolean(),
});
export type WorkSample = z.infer<typeof workSampleSchema>;

export const evaluatorPortfolioSchema = z.object({
  student: z.object({ first_name: z.string(), last_name: z.string() }),
  from: z.string(),
  to: z.string(),
  generated_at: z.string(),
  totals: timeSchema.extend({ tasks: z.number() }),
  subjects: z.array(
    timeSchema.extend({
      subject: subjectSchema,
      tasks: z.number(),
      samples: z.array(workSampleSchema),
    }),
  ),
  resources: z.array(z.object({ url: z.string(), task: z.string(), date: z.string() })),
  credits: z.object({
    total_earned: z.number(),
    total_required: z.number(),
    subjects: z.array(
      z.object({ subject: subjectSchema, earned: z.number(), required: z.number() }),
    ),
  }),
  evaluations: z.array(evaluationSchema),
});
export type EvaluatorPortfolio = z.infer<typeof evaluatorPortfolioSchema>;

export const evaluatorLinkSchema = z.object({
  id: z.string(),
  student_id: z.string(),
  from: z.string(),
  to: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  views: z.number(),
  last_viewed_at: z.string().nullable(),
  evaluation: evaluationSchema.nullable(),
});
export type EvaluatorLink = z.infer<typeof evaluatorLinkSchema>;

export const createdLinkSchema = evaluatorLinkSchema.extend({
  token: z.string(),
  path: z.string(),
});
export type CreatedLink = z.infer<typeof createdLinkSchema>;

export const trackingSchema = z.object({
  school_year: z.object({ from: z.string(), to: z.string() }),
  days: z.number(),
  hours: z.number(),
  target_days: z.number().nullable(),
  target_hours: z.number().nullable(),
  evaluation_due: z.string().nullable(),
  days_until_due: z.number().nullable(),
  months: z.array(z.object({ month: z.string(), days: z.number(), hours: z.number() })),
});
export type Tracking = z.infer<typeof trackingSchema>;

export const endpoints = {
  'PUT /api/tasks/:taskId/time': {
    200: z.object({ task_id: z.string(), minutes: z.number().nullable() }),
  },
  'GET /api/records/evaluator-portfolio': { 200: evaluatorPortfolioSchema },
  'GET /api/records/evaluator-links': {
    200: z.object({ links: z.array(evaluatorLinkSchema) }),
  },
  'POST /api/records/evaluator-links': { 201: createdLinkSchema },
  'DELETE /api/records/evaluator-links/:id': { 200: evaluatorLinkSchema },
  'GET /api/evaluate/:token': { 200: evaluatorPortfolioSchema },
  'POST /api/evaluate/:token/evaluation': { 201: evaluationSchema },
  'GET /api/parent/children/:childId/tracking': { 200: trackingSchema },
  'PUT /api/parent/children/:childId/tracking': { 200: trackingSchema },
};

export { messageSchema };
