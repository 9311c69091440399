import { registrationOutcome, verificationPath } from './outcome';

const user = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'L',
  email: 'ada@example.com',
  role: 'student' as const,
  subscription_tier: 'free' as const,
  created_at: '2026-01-01T00:00:00Z',
};

describe('registration outcome (docs/product.md#states)', () => {
  it('goes to e-mail verification when verification is required or a message comes back', () => {
    expect(
      registrationOutcome({ user, message: 'Check your inbox', email_verification_required: true }),
    ).toEqual({
      kind: 'verify-email',
    });
    expect(registrationOutcome({ user, message: 'Created' })).toEqual({ kind: 'verify-email' });
    expect(registrationOutcome({ email_verification_required: true })).toEqual({
      kind: 'verify-email',
    });
  });

  it('signs in when a session is returned', () => {
    const outcome = registrationOutcome({
      user,
      session: { access_token: 'A', refresh_token: 'R', expires_in: 3600 },
    });
    expect(outcome).toEqual({
      kind: 'signed-in',
      login: {
        user,
        session: { access_token: 'A', refresh_token: 'R', expires_in: 3600 },
        app_access_token: 'A',
        app_refresh_token: 'R',
      },
    });
  });

  it('falls back to e-mail verification otherwise', () => {
    expect(registrationOutcome({ user })).toEqual({ kind: 'verify-email' });
    expect(registrationOutcome(undefined)).toEqual({ kind: 'verify-email' });
  });

  it('carries the address in the query string', () => {
    expect(verificationPath('a+b@example.com')).toBe(
      '/email-verification?email=a%2Bb%40example.com',
    );
  });
});
