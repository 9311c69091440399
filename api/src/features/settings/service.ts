import type { Queryable } from '../../db/types';
import { readSettingValues, upsertSettingValues } from './store';

export const DEFAULT_SETTINGS = { site_name: 'Optio', logo_url: null as string | null };

/** The site name and logo everyone sees; unset or empty values fall back to the defaults. */
export async function publicSettings(
  db: Queryable,
): Promise<{ site_name: string; logo_url: string | null }> {
  const byKey = await readSettingValues(db, ['site_name', 'logo_url']);
  return {
    site_name: byKey.get('site_name') || DEFAULT_SETTINGS.site_name,
    logo_url: byKey.get('logo_url') || DEFAULT_SETTINGS.logo_url,
  };
}

/** Stored settings by key, for the admin settings and logo services. */
export const readSettings = (db: Queryable, keys?: readonly string[]) =>
  readSettingValues(db, keys);

/** Writes (inserts or replaces) each setting; run it in the caller's transaction. */
export const writeSettings = (db: Queryable, values: Record<string, string | null>, at: string) =>
  upsertSettingValues(db, values, at);
