import { z } from 'zod';
import { emailField } from './auth';

/** The request forms of /consultation and the promo pages (`POST /api/leads`). */
export const LEAD_KINDS = [
  'consultation',
  'promo',
  'promo-credit-tracker',
  'promo-homeschool-portfolio',
  'promo-teacher-consultation',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The optional "I am a…" answer. */
export const LEAD_ROLES = ['parent', 'student', 'teacher', 'other'] as const;
export type LeadRole = (typeof LEAD_ROLES)[number];

export const LEAD_NAME_MAX = 100;
export const LEAD_MESSAGE_MAX = 2000;

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
