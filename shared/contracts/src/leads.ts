import { z } from 'zod';
import { emailField } from './auth';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX, LEAD_ROLES } from './lead-rules';

export * from './lead-rules';

/** The request forms of /consultation and the promo pages (`POST /api/leads`). */
export const LEAD_KINDS = [
  'consultation',
  'promo',
  'promo-credit-tracker',
  'promo-homeschool-portfolio',
  'promo-teacher-consultation',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_MESSAGES = {
  kindInvalid: 'Choose what you are requesting',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LEAD_NAME_MAX} characters`,
  messageTooLong: `Message must be at most ${LEAD_MESSAGE_MAX} characters`,
  roleInvalid: 'Choose parent, student, teacher or other',
} as const;

/** Same rules as the form: trimmed name 1..100, a valid e-mail (≤ 254), message ≤ 2000, no extra fields. */
export const leadSchema = z.strictObject({
  kind: z.enum(LEAD_KINDS, { error: LEAD_MESSAGES.kindInvalid }),
  name: z
    .string({ error: LEAD_MESSAGES.nameRequired })
    .trim()
    .min(1, LEAD_MESSAGES.nameRequired)
    .max(LEAD_NAME_MAX, LEAD_MESSAGES.nameTooLong),
  email: emailField,
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(LEAD_MESSAGE_MAX, LEAD_MESSAGES.messageTooLong)
    .optional(),
  role: z.enum(LEAD_ROLES, { error: LEAD_MESSAGES.roleInvalid }).optional(),
});
export type LeadPayload = z.infer<typeof leadSchema>;

/** Where a lead stands in marketing's inbox (issue #22). */
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_NOTES_MAX = 4000;
/** Leads older than this many months are deleted by the retention sweep (admin setting). */
export const LEAD_RETENTION_DEFAULT_MONTHS = 24;

/** The public pages whose visits are counted (first-party beacon, no personal data). */
export const CAMPAIGN_PAGES = [
  '/',
  '/promo',
  '/promo/credit-tracker',
  '/promo/homeschool-portfolio',
  '/promo/teacher-consultation',
  '/consultation',
] as const;
export type CampaignPage = (typeof CAMPAIGN_PAGES)[number];

/** The page each form lives on: a lead counts for that page in the campaign report. */
export const LEAD_KIND_PAGES: Record<LeadKind, CampaignPage> = {
  consultation: '/consultation',
  promo: '/promo',
  'promo-credit-tracker': '/promo/credit-tracker',
  'promo-homeschool-portfolio': '/promo/homeschool-portfolio',
  'promo-teacher-consultation': '/promo/teacher-consultation',
};

/** A UTM value: letters, digits and `._-+` only, at most 100 characters. */
export const UTM_PATTERN = /^[\w.+-]{1,100}$/;
export const UTM_MESSAGE = 'UTM values are 1 to 100 letters, digits, dots, dashes or underscores';

/** The visitor's privacy choice (the `optio_privacy` cookie): essential cookies only, or also campaign attribution. */
export const PRIVACY_CHOICES = ['essential', 'campaigns'] as const;
export type PrivacyChoice = (typeof PRIVACY_CHOICES)[number];

/** The resources the promo forms promise, delivered by a signed link in the confirmation. */
export const LEAD_RESOURCES = [
  'starter-guide',
  'sample-transcript',
  'portfolio-checklist',
  'consultation-prep',
] as const;
export type LeadResource = (typeof LEAD_RESOURCES)[number];

/** The resource each form promises; the consultation promises a conversation instead. */
export const LEAD_KIND_RESOURCES: Record<LeadKind, LeadResource | null> = {
  consultation: null,
  promo: 'starter-guide',
  'promo-credit-tracker': 'sample-transcript',
  'promo-homeschool-portfolio': 'portfolio-checklist',
  'promo-teacher-consultation': 'consultation-prep',
};
