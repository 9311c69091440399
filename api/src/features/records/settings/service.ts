import type { Queryable } from '../../../db/types';
import { SUBJECTS, type Subject } from '../../learning';
import { DEFAULT_CREDIT_SETTINGS, type CreditSettings } from '../rules';
import { insertCreditSettingsAudit, listSiteSettings, upsertSiteSetting } from './store';

/** site_settings keys of the credit rules (an admin changes them; see records/settings/routes.ts). */
export const XP_PER_CREDIT_KEY = 'credits.xp_per_credit';
export const REQUIREMENTS_KEY = 'credits.requirements';
export const TOTAL_KEY = 'credits.total_required';

/** The stored credit settings; anything missing or unreadable falls back to the defaults. */
export async function readCreditSettings(db: Queryable): Promise<CreditSettings> {
  const rows = await listSiteSettings(db, [XP_PER_CREDIT_KEY, REQUIREMENTS_KEY, TOTAL_KEY]);
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
  db: Queryable,
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
    await upsertSiteSetting(db, key, value, at);
  }
}

/** An admin changes the credit settings: the settings and their audit row, together or not at all. */
export async function changeCreditSettings(
  db: Queryable,
  actorId: string,
  wanted: CreditSettings,
  at: string,
): Promise<CreditSettings> {
  // Credits are kept to one decimal.
  const next: CreditSettings = {
    xp_per_credit: wanted.xp_per_credit,
    total_required: Math.round(wanted.total_required * 10) / 10,
    requirements: Object.fromEntries(
      SUBJECTS.map((s) => [s, Math.round(wanted.requirements[s] * 10) / 10]),
    ) as CreditSettings['requirements'],
  };
  await db.transaction().execute(async (trx) => {
    const previous = await readCreditSettings(trx);
    await writeCreditSettings(trx, next, at);
    await insertCreditSettingsAudit(trx, actorId, { old: previous, new: next }, at);
  });
  return next;
}
