import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { Queryable, UsersTable } from '../../../db/types';
import { createSealer } from '../../../security/seal';
import { hashToken, randomToken } from '../../../security/tokens';
import {
  clearSealedSuccessors,
  findRefreshTokenByHash,
  findRotationState,
  insertRefreshToken,
  listFamiliesCreatedSince,
  markRotated,
  revokeFamilyTokens,
  revokeUserTokens,
} from './store';

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export type RotateResult =
  | { ok: true; user: UsersTable; familyId: string; token: string; access: string }
  | { ok: false; reuse: boolean };

const addSec = (d: Date, sec: number) => new Date(d.getTime() + sec * 1000).toISOString();

/** Refresh tokens: opaque, stored hashed, grouped in families, rotated on every use. */
export function createSessions(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = ctx;
  const k = db.kysely;

  // What a rotation minted, readable only with the server's key and only during the grace window.
  const sealer = createSealer(config.jwtSecret, 'refresh-successor');

  async function insert(
    q: Queryable,
    token: string,
    userId: string,
    familyId: string,
    familyExpiresAt: string,
    meta: ClientMeta,
  ): Promise<string> {
    const now = config.now();
    const idle = addSec(now, config.refreshIdleTtlSec);
    await insertRefreshToken(q, {
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      idle_expires_at: idle < familyExpiresAt ? idle : familyExpiresAt,
      family_expires_at: familyExpiresAt,
      rotated_at: null,
      revoked_at: null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip.slice(0, 64),
      successor_sealed: null,
    });
    return token;
  }

  /** Sealed successors are needed only during the grace window; none is kept longer. */
  async function forgetOldSuccessors(userId: string): Promise<void> {
    const before = new Date(
      config.now().getTime() - config.refreshGraceSec * 1000 - 1000,
    ).toISOString();
    await clearSealedSuccessors(k, userId, before);
  }

  return {
    /** A new family for a fresh sign-in. */
    async start(userId: string, meta: ClientMeta): Promise<{ token: string; familyId: string }> {
      const familyId = randomUUID();
      const token = await insert(
        k,
        randomToken(),
        userId,
        familyId,
        addSec(config.now(), config.refreshAbsoluteTtlSec),
        meta,
      );
      return { token, familyId };
    },

    /**
     * Rotates `token`: `mint` signs the access token for the new pair. A token already rotated
     * is accepted again only within the grace window (two tabs refreshing at once), and then
     * answers with the very tokens its rotation minted; later reuse revokes the whole family.
     */
    async rotate(
      token: string,
      meta: ClientMeta,
      mint: (user: UsersTable, familyId: string) => string,
    ): Promise<RotateResult> {
      const row = await findRefreshTokenByHash(k, hashToken(token));
      if (!row || row.revoked_at) return { ok: false, reuse: false };
      const now = config.now();
      const nowIso = now.toISOString();
      if (row.idle_expires_at <= nowIso || row.family_expires_at <= nowIso)
        return { ok: false, reuse: false };
      const user = await db.findUserById(row.user_id);
      if (!user) return { ok: false, reuse: false };

      if (!row.rotated_at) {
        const next = randomToken();
        const access = mint(user, row.family_id);
        const won = await k.transaction().execute(async (trx) => {
          const sealed = sealer.seal(JSON.stringify({ refresh: next, access }));
          if (!(await markRotated(trx, row.id, nowIso, sealed))) return false;
          await insert(trx, next, row.user_id, row.family_id, row.family_expires_at, meta);
          return true;
        });
        if (won) {
          await forgetOldSuccessors(row.user_id);
          return { ok: true, user, familyId: row.family_id, token: next, access };
        }
      }
      // Rotated already (earlier, or by a concurrent request that just won).
      const rotated = await findRotationState(k, row.id);
      const rotatedAt = rotated?.rotated_at ?? nowIso;
      if (now.getTime() - Date.parse(rotatedAt) > config.refreshGraceSec * 1000) {
        await this.revokeFamily(row.family_id);
        return { ok: false, reuse: true };
      }
      const opened = rotated?.successor_sealed ? sealer.open(rotated.successor_sealed) : null;
      if (!opened || rotated?.revoked_at) return { ok: false, reuse: false };
      const minted = JSON.parse(opened) as { refresh: string; access: string };
      return {
        ok: true,
        user,
        familyId: row.family_id,
        token: minted.refresh,
        access: minted.access,
      };
    },

    /** Families of this user that may still have a live access token (one is minted per row). */
    async recentFamilies(userId: string): Promise<string[]> {
      const since = new Date(
        config.now().getTime() - config.accessTokenTtlSec * 1000 - 60_000,
      ).toISOString();
      return listFamiliesCreatedSince(k, userId, since);
    },

    async familyOf(token: string): Promise<string | undefined> {
      return (await findRefreshTokenByHash(k, hashToken(token)))?.family_id;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await revokeFamilyTokens(k, familyId, config.now().toISOString());
    },

    async revokeAllForUser(userId: string): Promise<void> {
      await revokeUserTokens(k, userId, config.now().toISOString());
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
