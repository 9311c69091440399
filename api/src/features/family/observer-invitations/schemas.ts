import { z } from 'zod';
import { MESSAGES, newPasswordField } from '@optio/contracts';

export const tokenField = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(200, 'Invalid token');

export const invitationPreviewSchema = z.object({
  email: z.string(),
  child_first_name: z.string(),
  parent_name: z.string(),
  expires_at: z.string(),
  has_account: z.boolean(),
});

export const observerRegistrationBody = z
  .strictObject({
    token: tokenField,
    first_name: z
      .string({ error: MESSAGES.firstNameRequired })
      .trim()
      .min(1, MESSAGES.firstNameRequired)
      .max(100, 'First name must be at most 100 characters'),
    last_name: z
      .string({ error: MESSAGES.lastNameRequired })
      .trim()
      .min(1, MESSAGES.lastNameRequired)
      .max(100, 'Last name must be at most 100 characters'),
    password: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
    acceptedLegalTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
