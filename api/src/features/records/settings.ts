import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { SUBJECTS, type Subject } from '../learning/tables';
import { DEFAULT_CREDIT_SETTINGS, type CreditSettings } from './rules';

/** site_settings keys of the credit rules (an admin changes them; see admin-routes.ts). */
export const XP_PER_CREDIT_KEY = 'credits.xp_per_credit';
export const REQUIREMENTS_KEY = 'credits.requirements';
export const TOTAL_KEY = 'credits.total_required';

/** The stored credit settings; anything missing or unreadable falls back to the defaults. */
export async function readCreditSettings(db: Kysely<Database>): Promise<CreditSettings> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', [XP_PER_CREDIT_KEY, REQUIREMENTS_KEY, TOTAL_KEY])
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const rate = Number(byKey.get(XP_PER_CREDIT_KEY));
  const total = Number(byKey.get(TOTAL_KEY) ?? NaN);
  const requirements = { ...DEFAULT_CREDIT_SETTINGS.requirements };
  try {
    const stored = JSON.parse(byKey.get(REQUIREMENTS_KEY) ?? '{}') as Record<string, unknown>;
    for (const subject of SUBJECTS) {
      const v = stored[subject];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) requirements[subject] = v;
    }
  } catch {
    // A damaged value keeps the defaults rather than breaking every credit page.
  }
  return {
    xp_per_credit:
      Number.isInteger(rate) && rate > 0 ? rate : DEFAULT_CREDIT_SETTINGS.xp_per_credit,
    total_required:
      Number.isFinite(total) && total > 0 ? total : DEFAULT_CREDIT_SETTINGS.total_required,
    requirements,
  };
}

export async function writeCreditSettings(
  db: Kysely<Database>,
  settings: CreditSettings,
  at: string,
): Promise<void> {
  const values: [string, string][] = [
    [XP_PER_CREDIT_KEY, String(settings.xp_per_credit)],
    [TOTAL_KEY, String(settings.total_required)],
    [
      REQUIREMENTS_KEY,
      JSON.stringify(
        Object.fromEntries(SUBJECTS.map((s: Subject) => [s, settings.requirements[s]])),
      ),
    ],
  ];
  for (const [key, value] of values) {
    await db
      .insertInto('site_settings')
      .values({ key, value, updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
      .execute();
  }
}
