import type { ResponseOf } from '@optio/contracts/endpoints';
import type { LoginResponse } from '@optio/session';

/**
 * `POST /api/auth/register`'s answer as the outcome reads it: any part may be missing, and the
 * sign-in fields of the login answer are read too, since docs/product.md#registration-outcome
 * signs in on an answer carrying a session (this API asks for e-mail verification instead).
 */
export type RegisterResponse = Partial<ResponseOf<'POST /api/auth/register', 201>> &
  Partial<Omit<LoginResponse, 'user'>>;

export type RegistrationOutcome =
  { kind: 'verify-email' } | { kind: 'signed-in'; login: LoginResponse };

/**
 * docs/product.md#states "Registration outcome": verification required or a message → /email-verification;
 * a session → sign in and /dashboard; anything else → /email-verification.
 */
export function registrationOutcome(response: RegisterResponse | undefined): RegistrationOutcome {
  if (!response || response.email_verification_required || response.message)
    return { kind: 'verify-email' };
  const access = response.app_access_token ?? response.session?.access_token;
  const refresh = response.app_refresh_token ?? response.session?.refresh_token;
  if (response.user && access) {
    return {
      kind: 'signed-in',
      login: {
        user: response.user,
        session: response.session ?? null,
        app_access_token: access,
        app_refresh_token: refresh ?? '',
      },
    };
  }
  return { kind: 'verify-email' };
}

/** The e-mail verification URL: the address travels in the query string too, so a reload keeps it. */
export function verificationPath(email: string): string {
  return `/email-verification?email=${encodeURIComponent(email)}`;
}
