import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../db/types';
import { hashToken, randomToken } from '../../security/tokens';

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

const addSec = (d: Date, sec: number) => new Date(d.getTime() + sec * 1000).toISOString();

/** Refresh tokens: opaque, stored hashed, grouped in families, rotated on every use. */
export function createSessions(ctx: AppContext) {
  const { db, config } = ctx;
  const k = db.kysely;

  async function insert(
    userId: string,
    familyId: string,
    familyExpiresAt: string,
    meta: ClientMeta,
  ): Promise<string> {
    const token = randomToken();
    const now = config.now();
    const idle = addSec(now, config.refreshIdleTtlSec);
    await k
      .insertInto('refresh_tokens')
      .values({
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
      })
      .execute();
    return token;
  }

  return {
    /** A new family for a fresh sign-in. */
    start(userId: string, meta: ClientMeta): Promise<string> {
      return insert(userId, randomUUID(), addSec(config.now(), config.refreshAbsoluteTtlSec), meta);
    },

    /**
     * Rotates `token`. A token already rotated is accepted again only within the grace window
     * (two tabs refreshing at once); later reuse revokes the whole family.
     */
    async rotate(
      token: string,
      meta: ClientMeta,
    ): Promise<{ ok: true; user: UsersTable; token: string } | { ok: false; reuse: boolean }> {
      const row = await k
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || row.revoked_at) return { ok: false, reuse: false };
      const now = config.now();
      const nowIso = now.toISOString();
      if (row.idle_expires_at <= nowIso || row.family_expires_at <= nowIso)
        return { ok: false, reuse: false };

      let rotatedAt = row.rotated_at;
      if (!rotatedAt) {
        const res = await k
          .updateTable('refresh_tokens')
          .set({ rotated_at: nowIso })
          .where('id', '=', row.id)
          .where('rotated_at', 'is', null)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) {
          const again = await k
            .selectFrom('refresh_tokens')
            .select('rotated_at')
            .where('id', '=', row.id)
            .executeTakeFirst();
          rotatedAt = again?.rotated_at ?? nowIso;
        }
      }
      if (rotatedAt && now.getTime() - Date.parse(rotatedAt) > config.refreshGraceSec * 1000) {
        await this.revokeFamily(row.family_id);
        return { ok: false, reuse: true };
      }
      const user = await db.findUserById(row.user_id);
      if (!user) return { ok: false, reuse: false };
      const next = await insert(row.user_id, row.family_id, row.family_expires_at, meta);
      return { ok: true, user, token: next };
    },

    async familyOf(token: string): Promise<string | undefined> {
      const row = await k
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      return row?.family_id;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await k
        .updateTable('refresh_tokens')
        .set({ revoked_at: config.now().toISOString() })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllForUser(userId: string): Promise<void> {
      await k
        .updateTable('refresh_tokens')
        .set({ revoked_at: config.now().toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
