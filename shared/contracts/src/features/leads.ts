import { z } from 'zod';
import {
  CAMPAIGN_PAGES,
  LEAD_KINDS,
  LEAD_NOTES_MAX,
  LEAD_STATUSES,
  PRIVACY_CHOICES,
  UTM_MESSAGE,
  UTM_PATTERN,
} from '../leads';
import { messageSchema, page } from './common';
export * from '../leads';

const utmField = z.string({ error: UTM_MESSAGE }).trim().regex(UTM_PATTERN, UTM_MESSAGE);

const dayField = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${name} must be a real date`);

/** The inbox's filter (`GET /api/marketing/leads` and its CSV export). */
export const leadFilterFields = {
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  kind: z.enum(LEAD_KINDS, { error: `Form must be one of ${LEAD_KINDS.join(', ')}` }).optional(),
  campaign: utmField.optional(),
  status: z
    .enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(', ')}` })
    .optional(),
};

/** One lead as marketing sees it. */
export const marketingLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  landing_page: z.string().nullable(),
  resource: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type MarketingLead = z.infer<typeof marketingLeadSchema>;

/** `PATCH /api/marketing/leads/:id`: a status and/or notes. */
export const leadChangeSchema = z
  .strictObject({
    status: z
      .enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(', ')}` })
      .optional(),
    notes: z
      .string({ error: 'Notes must be text' })
      .max(LEAD_NOTES_MAX, `Notes must be at most ${LEAD_NOTES_MAX} characters`)
      .nullable()
      .optional(),
  })
  .refine((b) => b.status !== undefined || b.notes !== undefined, {
    message: 'Give a status or notes to change',
    path: ['status'],
  });
export type LeadChange = z.infer<typeof leadChangeSchema>;

export const leadRetentionSchema = z.strictObject({
  months: z
    .number({ error: 'Months must be a number' })
    .int('Months must be a whole number')
    .min(1, 'Months must be at least 1')
    .max(120, 'Months must be at most 120'),
});
export type LeadRetention = z.infer<typeof leadRetentionSchema>;

/** `GET /api/campaigns/visit`: the first-party beacon of the public pages. */
export const campaignVisitSchema = z.strictObject({
  page: z.enum(CAMPAIGN_PAGES, { error: 'Page must be one of the promo pages' }),
  utm_source: utmField.optional(),
  utm_medium: utmField.optional(),
  utm_campaign: utmField.optional(),
});
export type CampaignVisit = z.infer<typeof campaignVisitSchema>;

/**
 * `PUT /api/privacy-choice`: the visitor's privacy choice, kept in the `optio_privacy` cookie.
 * `essential` refuses the campaign cookie and the visit count; `campaigns` allows both.
 */
export const privacyChoiceSchema = z.strictObject({
  choice: z.enum(PRIVACY_CHOICES, { error: 'Choose essential or campaigns' }),
});
export const privacyChoiceResultSchema = z.object({
  choice: z.enum(PRIVACY_CHOICES),
  /** False when the visitor refused, or their browser sends Global Privacy Control or DNT. */
  campaign_cookie: z.boolean(),
});
export type PrivacyChoiceResult = z.infer<typeof privacyChoiceResultSchema>;

export const campaignReportQuerySchema = z
  .strictObject({ from: dayField('From'), to: dayField('To') })
  .refine((q) => q.from <= q.to, { message: 'From must not be after To', path: ['from'] })
  .refine(
    (q) => Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`) <= 366 * 86_400_000,
    { message: 'The range is at most 366 days', path: ['to'] },
  );

export const campaignRowSchema = z.object({
  page: z.string(),
  /** `null`: arrivals without a campaign. */
  campaign: z.string().nullable(),
  visits: z.number(),
  leads: z.number(),
  signups: z.number(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const campaignReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(campaignRowSchema),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

// POST /api/leads (201)
export const postLeadsResponse201 = z.object({
  message: z.string(),
});

export const endpoints = {
  'POST /api/leads': { 201: postLeadsResponse201 },
  'GET /api/marketing/leads': { 200: page(marketingLeadSchema) },
  'GET /api/marketing/leads/:id': { 200: marketingLeadSchema },
  'PATCH /api/marketing/leads/:id': { 200: marketingLeadSchema },
  'DELETE /api/marketing/leads/:id': { 200: messageSchema },
  'GET /api/marketing/retention': { 200: leadRetentionSchema },
  'PUT /api/marketing/retention': { 200: leadRetentionSchema },
  'GET /api/marketing/campaigns': { 200: campaignReportSchema },
  'GET /api/campaigns/visit': { 200: z.object({ counted: z.boolean() }) },
  'PUT /api/privacy-choice': { 200: privacyChoiceResultSchema },
};
