import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Runs `work` while holding the PostgreSQL session-level advisory lock named `name` on the
 * lock connection (`Db.sweepLocks`, outside the pool `work` queries through); resolves
 * `{ ran: false }` at once when another session (another replica) holds it. The lock goes with
 * the session, so a replica that dies mid-sweep releases it.
 */
export async function withAdvisoryLock<T>(
  locks: Kysely<Database>,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return locks.connection().execute(async (conn) => {
    const got = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(conn);
    if (!got.rows[0]?.locked) return { ran: false as const };
    try {
      return { ran: true as const, value: await work() };
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
  });
}
