import { z } from 'zod';
import { ageInYears, isInFuture, isUnder13, parseIsoDate } from './age';
import { sameMailbox } from './mailbox';
import {
  missingPasswordItems,
  PASSWORD_MAX,
  PASSWORD_MIN_LOGIN,
  PASSWORD_MIN_REGISTER,
} from './password';

/** The country options of docs/product.md#countries, in that order. */
export const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Japan',
  'China',
  'India',
  'Brazil',
  'Mexico',
  'Other',
] as const;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  loginPasswordMin: 'Password must be at least 6 characters',
  passwordMin: 'Password must be at least 12 characters',
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordMustContain: 'Password must contain: ',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dobRequired: 'Date of birth is required for age verification',
  dobInvalid: 'Enter a valid date of birth',
  dobFuture: 'Date of birth cannot be in the future',
  parentEmailRequired: 'Parent/guardian email is required for users under 13',
  parentEmailSame: 'Parent/guardian email must be different from your email',
  parentEmailOwnMailbox:
    "This is your own email address written another way. Enter your parent or guardian's own email.",
  parentMustBeAdult: 'Parent accounts are for adults: you must be 18 or older to create one',
  accountTypeInvalid: 'Choose student or parent',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must accept the Terms of Service and Privacy Policy',
  phoneInvalid: 'Enter a phone number in international format, e.g. +1 555 123 4567',
  countryInvalid: 'Choose a country from the list',
  tooLong: 'This is too long',
  coppaNote: 'Note: Users under 13 require parental consent to use Optio (COPPA compliance)',
  missingResetToken: 'Invalid or missing reset token. Please request a new password reset.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/;

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, MESSAGES.tooLong);

const optionalText = (max = 200) => z.string().trim().max(max, MESSAGES.tooLong).optional();

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

/** Register and reset: docs/product.md#register-validation: minimum 12 plus the four character classes. */
export const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX, MESSAGES.passwordMax)
  .superRefine((value, ctx) => {
    if (value.length === 0) return;
    if (value.length < PASSWORD_MIN_REGISTER) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordMin });
      return;
    }
    const missing = missingPasswordItems(value);
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordMustContain + missing.join(', ') });
    }
  });

export const loginSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LOGIN, MESSAGES.loginPasswordMin)
    .max(PASSWORD_MAX, MESSAGES.passwordMax),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** Who an account is for: a learner, or a parent or guardian who follows their children. */
export const ACCOUNT_TYPES = ['student', 'parent'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Parents must be adults. */
export const PARENT_MIN_AGE = 18;

/** Builds the registration schema; `now` is injectable so age rules are testable. */
export function createRegistrationSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      first_name: requiredText(MESSAGES.firstNameRequired),
      last_name: requiredText(MESSAGES.lastNameRequired),
      email: emailField,
      phone_number: z
        .string()
        .trim()
        .max(30, MESSAGES.phoneInvalid)
        .refine((v) => v === '' || PHONE_PATTERN.test(v), MESSAGES.phoneInvalid)
        .optional(),
      address_line1: optionalText(),
      address_line2: optionalText(),
      city: optionalText(100),
      state: optionalText(100),
      postal_code: optionalText(20),
      country: z
        .string()
        .refine(
          (v) => v === '' || (COUNTRIES as readonly string[]).includes(v),
          MESSAGES.countryInvalid,
        )
        .optional(),
      date_of_birth: z
        .string({ error: MESSAGES.dobRequired })
        .min(1, MESSAGES.dobRequired)
        .max(10, MESSAGES.dobInvalid),
      parent_email: z.string().trim().max(254, MESSAGES.emailInvalid).optional(),
      account_type: z.enum(ACCOUNT_TYPES, { error: MESSAGES.accountTypeInvalid }).optional(),
      password: newPasswordField,
      confirmPassword: z
        .string({ error: MESSAGES.confirmRequired })
        .min(1, MESSAGES.confirmRequired),
      // A refine, not z.literal(true): a literal mismatch aborts the object-level checks below,
      // so an unticked box would hide the parent e-mail and password-match messages.
      acceptedLegalTerms: z
        .boolean({ error: MESSAGES.termsRequired })
        .refine((v) => v === true, MESSAGES.termsRequired),
    })
    .superRefine((data, ctx) => {
      const dob = data.date_of_birth;
      if (dob) {
        if (!parseIsoDate(dob)) {
          ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: MESSAGES.dobInvalid });
        } else if (isInFuture(dob, now())) {
          ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: MESSAGES.dobFuture });
        } else if (data.account_type === 'parent') {
          if (ageInYears(parseIsoDate(dob)!, now()) < PARENT_MIN_AGE) {
            ctx.addIssue({
              code: 'custom',
              path: ['date_of_birth'],
              message: MESSAGES.parentMustBeAdult,
            });
          }
        } else if (isUnder13(dob, now())) {
          const parent = data.parent_email ?? '';
          if (parent === '') {
            ctx.addIssue({
              code: 'custom',
              path: ['parent_email'],
              message: MESSAGES.parentEmailRequired,
            });
          } else if (!EMAIL_PATTERN.test(parent)) {
            ctx.addIssue({
              code: 'custom',
              path: ['parent_email'],
              message: MESSAGES.emailInvalid,
            });
          } else if (parent.toLowerCase() === data.email.trim().toLowerCase()) {
            ctx.addIssue({
              code: 'custom',
              path: ['parent_email'],
              message: MESSAGES.parentEmailSame,
            });
          } else if (sameMailbox(parent, data.email)) {
            ctx.addIssue({
              code: 'custom',
              path: ['parent_email'],
              message: MESSAGES.parentEmailOwnMailbox,
            });
          }
        }
      }
      if (data.confirmPassword && data.password !== data.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: MESSAGES.passwordsDoNotMatch,
        });
      }
    });
}
export const registrationSchema = createRegistrationSchema();
export type RegistrationPayload = z.infer<typeof registrationSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** The API payload of docs/product.md#registration: token and new_password. */
export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: MESSAGES.missingResetToken })
    .min(1, MESSAGES.missingResetToken)
    .max(512),
  new_password: newPasswordField,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** The reset form: new password and its confirmation (the token comes from the URL). */
export const resetPasswordFormSchema = z
  .object({
    new_password: newPasswordField,
    confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
  })
  .refine((d) => d.new_password === d.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const refreshSchema = z.strictObject({
  refresh_token: z.string().min(1).max(512).optional(),
});
export const resendVerificationSchema = z.strictObject({ email: emailField });

/** Shape every API error body takes: a message plus field-level messages where the input was at fault. */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  /** Stable code of the message (see `@optio/contracts/error-codes`), for the client's language. */
  code?: string;
  /** The parts of a templated message, e.g. `{ max: '200' }`. */
  params?: Record<string, string>;
  /** One code per entry of `fields`, with `field_params` for templated ones. */
  field_codes?: Record<string, string>;
  field_params?: Record<string, Record<string, string>>;
}
