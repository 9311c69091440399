import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { EmailTokenPurpose, EmailTokensTable, Queryable } from '../../../db/types';
import { hashToken, randomToken } from '../../../security/tokens';
import {
  findEmailToken,
  insertEmailToken,
  markEmailTokenUsed,
  markUserEmailTokensUsed,
} from './store';

export const TOKEN_TTL_SEC: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 60 * 60,
  reset_password: 60 * 60,
  parental_consent: 7 * 24 * 60 * 60,
  consent_revoke: 5 * 365 * 24 * 60 * 60,
  sign_in_link: 30 * 60,
};

export type TokenLookup =
  { ok: true; row: EmailTokensTable } | { ok: false; reason: 'invalid' | 'expired' };

/** Single-use tokens mailed as links: 256 random bits, only the hash is stored. */
export function createEmailTokens(ctx: Pick<AppContext, 'db' | 'config'>) {
  const k = ctx.db.kysely;
  const now = () => ctx.config.now();

  async function find(
    token: string,
    purpose: EmailTokenPurpose,
    into: Queryable = k,
  ): Promise<TokenLookup> {
    const row = await findEmailToken(into, hashToken(token), purpose);
    if (!row || row.used_at) return { ok: false, reason: 'invalid' };
    if (row.expires_at <= now().toISOString()) return { ok: false, reason: 'expired' };
    return { ok: true, row };
  }

  return {
    /** `into`: the transaction that also enqueues the mail carrying the token. */
    async create(userId: string, purpose: EmailTokenPurpose, into: Queryable = k): Promise<string> {
      const token = randomToken();
      const created = now();
      await insertEmailToken(into, {
        id: randomUUID(),
        user_id: userId,
        purpose,
        token_hash: hashToken(token),
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + TOKEN_TTL_SEC[purpose] * 1000).toISOString(),
        used_at: null,
      });
      return token;
    },

    /** Looks without using (e.g. to show the consent statement). */
    peek: (token: string, purpose: EmailTokenPurpose) => find(token, purpose),

    /** Marks the token used; only one concurrent caller can win. */
    async consume(
      token: string,
      purpose: EmailTokenPurpose,
      into: Queryable = k,
    ): Promise<TokenLookup> {
      const found = await find(token, purpose, into);
      if (!found.ok) return found;
      const won = await markEmailTokenUsed(into, found.row.id, now().toISOString());
      return won ? found : { ok: false, reason: 'invalid' };
    },

    /** Invalidates every open token of this purpose (e.g. older reset links after a reset). */
    async invalidateAll(
      userId: string,
      purpose: EmailTokenPurpose,
      into: Queryable = k,
    ): Promise<void> {
      await markUserEmailTokensUsed(into, userId, [purpose], now().toISOString());
    },
  };
}
export type EmailTokens = ReturnType<typeof createEmailTokens>;
