import type { Queryable } from '../../db/types';
import type { ReleaseChannelsTable, ReleasesTable } from '../../db/tables/releases';

export type ReleaseRow = ReleasesTable;
export type ChannelRow = ReleaseChannelsTable;

export async function insertRelease(db: Queryable, row: ReleaseRow): Promise<void> {
  await db.insertInto('releases').values(row).execute();
}

/** An app's releases, newest first. */
export function listReleases(db: Queryable, app: string): Promise<ReleaseRow[]> {
  return db
    .selectFrom('releases')
    .selectAll()
    .where('app', '=', app)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
}

export function listAllReleases(db: Queryable): Promise<ReleaseRow[]> {
  return db
    .selectFrom('releases')
    .selectAll()
    .orderBy('app')
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
}

export function findRelease(
  db: Queryable,
  app: string,
  version: string,
): Promise<ReleaseRow | undefined> {
  return db
    .selectFrom('releases')
    .selectAll()
    .where('app', '=', app)
    .where('version', '=', version)
    .executeTakeFirst();
}

export function readChannels(db: Queryable): Promise<ChannelRow[]> {
  return db.selectFrom('release_channels').selectAll().execute();
}

export function readChannel(db: Queryable, app: string): Promise<ChannelRow | undefined> {
  return db.selectFrom('release_channels').selectAll().where('app', '=', app).executeTakeFirst();
}

/** Writes an app's whole channel row: one statement, so a reader sees the old row or the new. */
export async function writeChannel(db: Queryable, row: ChannelRow): Promise<void> {
  await db
    .insertInto('release_channels')
    .values(row)
    .onConflict((oc) =>
      oc.column('app').doUpdateSet({
        live_version: row.live_version,
        canary_version: row.canary_version,
        canary_percent: row.canary_percent,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteRelease(db: Queryable, app: string, version: string): Promise<void> {
  await db.deleteFrom('releases').where('app', '=', app).where('version', '=', version).execute();
}

/** Sets `retired_at` of an app's `versions`: the moment they stopped being served, or null. */
export async function setRetiredAt(
  db: Queryable,
  app: string,
  versions: string[],
  retiredAt: string | null,
): Promise<void> {
  if (!versions.length) return;
  await db
    .updateTable('releases')
    .set({ retired_at: retiredAt })
    .where('app', '=', app)
    .where('version', 'in', versions)
    .execute();
}
