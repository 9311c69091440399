import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@optio/contracts';

export const JWT_ISSUER = 'optio-api';
export const JWT_AUDIENCE = 'optio-app';

export interface AccessClaims {
  sub: string;
  role: Role;
  typ: 'access';
  /** Password version (ms timestamp of the last password change): a change ends older tokens. */
  pwv: number;
  /** The session (refresh-token family) it belongs to: logout denies it before it expires. */
  sid: string;
  iat: number;
  exp: number;
}

/** HS256 only; issuer, audience, expiry and token type are all checked. */
export function createJwt(secret: string, ttlSec: number, now: () => Date) {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
  });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: JWT_ISSUER,
    allowedAud: JWT_AUDIENCE,
    requiredClaims: ['sub', 'exp', 'iat', 'typ', 'pwv', 'sid'],
    // Expiry is checked below against the injectable clock.
    ignoreExpiration: true,
  });
  // Verified tokens: a hit skips the HMAC. Keyed by the signature (the last segment) and holding
  // the whole token, which a hit must equal: hashing a fresh 300-character header string for the
  // lookup cost more than the rest of the check (≈ 0.4 µs against 0.1 µs for 43 characters).
  const verified = new Map<string, { token: string; claims: AccessClaims }>();
  const CACHE_MAX = 5000;
  return {
    sign(user: { id: string; role: Role; password_changed_at: string }, sid: string): string {
      const iat = Math.floor(now().getTime() / 1000);
      const pwv = Date.parse(user.password_changed_at);
      return signer({
        sub: user.id,
        role: user.role,
        typ: 'access',
        pwv,
        sid,
        iat,
        exp: iat + ttlSec,
      });
    },
    /** Returns the claims or null; never throws. */
    verify(token: string): AccessClaims | null {
      const signature = token.slice(token.lastIndexOf('.') + 1);
      const hit = verified.get(signature);
      let claims = hit?.token === token ? hit.claims : undefined;
      if (!claims) {
        try {
          claims = verifier(token) as AccessClaims;
        } catch {
          return null;
        }
        if (
          claims.typ !== 'access' ||
          typeof claims.sub !== 'string' ||
          typeof claims.pwv !== 'number' ||
          typeof claims.sid !== 'string'
        ) {
          return null;
        }
        if (verified.size >= CACHE_MAX) verified.clear();
        verified.set(signature, { token, claims });
      }
      return claims.exp * 1000 > now().getTime() ? claims : null;
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
