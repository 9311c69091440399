import { sql } from 'kysely';
import type { ContainmentEvent, SharedObservation } from '@optio/contracts/platform-runtime';
import type { Queryable } from '../../db/types';

/** Adds a batch's shared-version observations to their counters (one upsert per row). */
export async function addSharedObservations(
  db: Queryable,
  rows: readonly SharedObservation[],
  at: string,
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('platform_shared_observations')
      .values({ ...row, first_seen: at, last_seen: at })
      .onConflict((oc) =>
        oc.columns(['remote', 'remote_version', 'package', 'version']).doUpdateSet({
          count: sql`platform_shared_observations.count + ${row.count}`,
          last_seen: at,
        }),
      )
      .execute();
  }
}

/** Adds a batch's containment events to their counters. */
export async function addErrorCounts(
  db: Queryable,
  rows: readonly ContainmentEvent[],
  at: string,
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('platform_error_counts')
      .values({ ...row, first_seen: at, last_seen: at })
      .onConflict((oc) =>
        oc.columns(['remote', 'remote_version', 'code']).doUpdateSet({
          count: sql`platform_error_counts.count + ${row.count}`,
          last_seen: at,
        }),
      )
      .execute();
  }
}

export async function listSharedObservations(db: Queryable) {
  const rows = await db
    .selectFrom('platform_shared_observations')
    .select(['remote', 'remote_version', 'package', 'version', 'count', 'last_seen'])
    .orderBy('remote')
    .orderBy('package')
    .orderBy('remote_version')
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function listErrorCounts(db: Queryable) {
  const rows = await db
    .selectFrom('platform_error_counts')
    .select(['remote', 'remote_version', 'code', 'count', 'last_seen'])
    .orderBy('remote')
    .orderBy('last_seen', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
