import { z } from 'zod';
import { ROLES, TIERS } from '../roles';
export * from '../auth';

// GET /api/auth/csrf (200)
export const getAuthCsrfResponse = z.object({
  csrf_token: z.string(),
});

// POST /api/auth/forgot-password (200)
export const postAuthForgotPasswordResponse = z.object({
  message: z.string(),
});

// POST /api/auth/login (200)
export const postAuthLoginResponse = z.object({
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    subscription_tier: z.enum(TIERS).nullable(),
    created_at: z.string(),
  }),
  session: z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number(),
  }),
  app_access_token: z.string(),
  app_refresh_token: z.string(),
});

// POST /api/auth/login-link (200): the same answer as a password sign-in
export const postAuthLoginLinkResponse = postAuthLoginResponse;

// POST /api/auth/logout (200)
export const postAuthLogoutResponse = z.object({
  message: z.string(),
});

// POST /api/auth/logout-all (200)
export const postAuthLogoutAllResponse = z.object({
  message: z.string(),
});

// GET /api/auth/me (200)
export const getAuthMeResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscription_tier: z.enum(TIERS),
  created_at: z.string(),
  language: z.enum(['en', 'es']).nullable(),
});

// GET /api/auth/parental-consent (200)
export const getAuthParentalConsentResponse = z.object({
  child_first_name: z.string(),
  statement: z.string(),
  statement_version: z.string(),
});
export type ConsentRequest = z.infer<typeof getAuthParentalConsentResponse>;

// POST /api/auth/parental-consent (200)
export const postAuthParentalConsentResponse = z.object({
  message: z.string(),
});

// POST /api/auth/parental-consent/revoke (200)
export const postAuthParentalConsentRevokeResponse = z.object({
  message: z.string(),
});

// POST /api/auth/refresh (200)
export const postAuthRefreshResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});

// POST /api/auth/register (201)
export const postAuthRegisterResponse201 = z.object({
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    subscription_tier: z.enum(TIERS),
    created_at: z.string(),
  }),
  message: z.string(),
  email_verification_required: z.boolean(),
});

// POST /api/auth/resend-verification (200)
export const postAuthResendVerificationResponse = z.object({
  message: z.string(),
});

// POST /api/auth/reset-password (200)
export const postAuthResetPasswordResponse = z.object({
  message: z.string(),
});

// POST /api/auth/verify-email (200)
export const postAuthVerifyEmailResponse = z.object({
  message: z.string(),
});

export const endpoints = {
  'GET /api/auth/csrf': { 200: getAuthCsrfResponse },
  'POST /api/auth/forgot-password': { 200: postAuthForgotPasswordResponse },
  'POST /api/auth/login': { 200: postAuthLoginResponse },
  'POST /api/auth/login-link': { 200: postAuthLoginLinkResponse },
  'POST /api/auth/logout': { 200: postAuthLogoutResponse },
  'POST /api/auth/logout-all': { 200: postAuthLogoutAllResponse },
  'GET /api/auth/me': { 200: getAuthMeResponse },
  'GET /api/auth/parental-consent': { 200: getAuthParentalConsentResponse },
  'POST /api/auth/parental-consent': { 200: postAuthParentalConsentResponse },
  'POST /api/auth/parental-consent/revoke': { 200: postAuthParentalConsentRevokeResponse },
  'POST /api/auth/refresh': { 200: postAuthRefreshResponse },
  'POST /api/auth/register': { 201: postAuthRegisterResponse201 },
  'POST /api/auth/resend-verification': { 200: postAuthResendVerificationResponse },
  'POST /api/auth/reset-password': { 200: postAuthResetPasswordResponse },
  'POST /api/auth/verify-email': { 200: postAuthVerifyEmailResponse },
};
