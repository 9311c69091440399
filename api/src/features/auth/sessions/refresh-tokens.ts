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

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Sealer = ReturnType<typeof createSealer>;
type RefreshRow = NonNullable<Awaited<ReturnType<typeof findRefreshTokenByHash>>>;
type Mint = (user: UsersTable, familyId: string) => string;

async function insert(
  ctx: Ctx,
  q: Queryable,
  token: string,
  family: { userId: string; familyId: string; familyExpiresAt: string },
  meta: ClientMeta,
): Promise<string> {
  const { config } = ctx;
  const now = config.now();
  const idle = addSec(now, config.refreshIdleTtlSec);
  await insertRefreshToken(q, {
    id: randomUUID(),
    user_id: family.userId,
    family_id: family.familyId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    idle_expires_at: idle < family.familyExpiresAt ? idle : family.familyExpiresAt,
    family_expires_at: family.familyExpiresAt,
    rotated_at: null,
    revoked_at: null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip.slice(0, 64),
    successor_sealed: null,
  });
  return token;
}

/** Sealed successors are needed only during the grace window; none is kept longer. */
async function forgetOldSuccessors(ctx: Ctx, userId: string): Promise<void> {
  const { config } = ctx;
  const before = new Date(
    config.now().getTime() - config.refreshGraceSec * 1000 - 1000,
  ).toISOString();
  await clearSealedSuccessors(ctx.db.kysely, userId, before);
}

/** The token's row and user, if it is neither revoked nor expired and the user still exists. */
async function findLive(
  ctx: Ctx,
  token: string,
): Promise<{ row: RefreshRow; user: UsersTable } | undefined> {
  const row = await findRefreshTokenByHash(ctx.db.kysely, hashToken(token));
  if (!row || row.revoked_at) return undefined;
  const nowIso = ctx.config.now().toISOString();
  if (row.idle_expires_at <= nowIso || row.family_expires_at <= nowIso) return undefined;
  const user = await ctx.db.findUserById(row.user_id);
  return user ? { row, user } : undefined;
}

/**
 * The first rotation of a token: marks it rotated (keeping what it minted, sealed) and stores
 * its successor, in one transaction. Undefined when a concurrent request won the race.
 */
async function rotateUnused(
  ctx: Ctx,
  sealer: Sealer,
  { row, user }: { row: RefreshRow; user: UsersTable },
  meta: ClientMeta,
  mint: Mint,
): Promise<RotateResult | undefined> {
  const nowIso = ctx.config.now().toISOString();
  const next = randomToken();
  const access = mint(user, row.family_id);
  const family = {
    userId: row.user_id,
    familyId: row.family_id,
    familyExpiresAt: row.family_expires_at,
  };
  const won = await ctx.db.kysely.transaction().execute(async (trx) => {
    const sealed = sealer.seal(JSON.stringify({ refresh: next, access }));
    if (!(await markRotated(trx, row.id, nowIso, sealed))) return false;
    await insert(ctx, trx, next, family, meta);
    return true;
  });
  if (!won) return undefined;
  await forgetOldSuccessors(ctx, row.user_id);
  return { ok: true, user, familyId: row.family_id, token: next, access };
}

/**
 * A token rotated already (earlier, or by a concurrent request that just won): within the
 * grace window it answers with the very tokens its rotation minted; later, the whole family is
 * revoked as a reuse.
 */
async function replayRotation(
  ctx: Ctx,
  sealer: Sealer,
  { row, user }: { row: RefreshRow; user: UsersTable },
): Promise<RotateResult> {
  const { config } = ctx;
  const now = config.now();
  const rotated = await findRotationState(ctx.db.kysely, row.id);
  const rotatedAt = rotated?.rotated_at ?? now.toISOString();
  if (now.getTime() - Date.parse(rotatedAt) > config.refreshGraceSec * 1000) {
    await revokeFamilyTokens(ctx.db.kysely, row.family_id, config.now().toISOString());
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
}

/** Refresh tokens: opaque, stored hashed, grouped in families, rotated on every use. */
export function createSessions(ctx: Ctx) {
  const { config } = ctx;
  const k = ctx.db.kysely;
  // What a rotation minted, readable only with the server's key and only during the grace window.
  const sealer = createSealer(config.jwtSecret, 'refresh-successor');

  return {
    /** A new family for a fresh sign-in. */
    async start(userId: string, meta: ClientMeta): Promise<{ token: string; familyId: string }> {
      const familyId = randomUUID();
      const familyExpiresAt = addSec(config.now(), config.refreshAbsoluteTtlSec);
      const token = await insert(
        ctx,
        k,
        randomToken(),
        { userId, familyId, familyExpiresAt },
        meta,
      );
      return { token, familyId };
    },

    /**
     * Rotates `token`: `mint` signs the access token for the new pair. A token already rotated
     * is accepted again only within the grace window (two tabs refreshing at once), and then
     * answers with the very tokens its rotation minted; later reuse revokes the whole family.
     */
    async rotate(token: string, meta: ClientMeta, mint: Mint): Promise<RotateResult> {
      const live = await findLive(ctx, token);
      if (!live) return { ok: false, reuse: false };
      if (!live.row.rotated_at) {
        const rotated = await rotateUnused(ctx, sealer, live, meta, mint);
        if (rotated) return rotated;
      }
      return replayRotation(ctx, sealer, live);
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
