import type { Queryable } from '../../db/types';

/** The stored settings as a key → value map (every key when `keys` is left out). */
export async function readSettingValues(
  db: Queryable,
  keys?: readonly string[],
): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .$if(keys !== undefined, (q) => q.where('key', 'in', keys!))
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function upsertSettingValues(
  db: Queryable,
  values: Record<string, string | null>,
  at: string,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('site_settings')
      .values({ key, value, updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
      .execute();
  }
}
