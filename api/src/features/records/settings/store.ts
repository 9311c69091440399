import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';

export async function listSiteSettings(
  db: Queryable,
  keys: string[],
): Promise<{ key: string; value: string | null }[]> {
  return db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', keys).execute();
}

export async function upsertSiteSetting(
  db: Queryable,
  key: string,
  value: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

/** The audit row of an admin's change to the credit settings. */
export async function insertCreditSettingsAudit(
  db: Queryable,
  actorId: string,
  details: unknown,
  at: string,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: actorId,
      action: 'credit_settings.update',
      target_type: 'site_settings',
      target_id: null,
      details: JSON.stringify(details),
      created_at: at,
    })
    .execute();
}
