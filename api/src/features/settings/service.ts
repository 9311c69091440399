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

/** site_settings keys of the review rules (an admin changes them: PUT /api/admin/review-settings). */
export const REVIEW_REQUIRE_ADVISOR_KEY = 'review.require_advisor';
export const PERSONAL_TASK_XP_CAP_KEY = 'review.personal_task_xp_cap';
export const DEFAULT_PERSONAL_TASK_XP_CAP = 150;
export const PERSONAL_TASK_XP_CAP_MIN = 10;
export const PERSONAL_TASK_XP_CAP_MAX = 1000;

export interface ReviewSettings {
  /** Only an advisor may review (a family without one waits for an assignment). */
  require_advisor_review: boolean;
  /** The most XP a student's personal task may carry. */
  personal_task_xp_cap: number;
}

/** The platform's review rules; anything missing or unreadable falls back to the defaults. */
export async function readReviewSettings(db: Queryable): Promise<ReviewSettings> {
  const byKey = await readSettingValues(db, [REVIEW_REQUIRE_ADVISOR_KEY, PERSONAL_TASK_XP_CAP_KEY]);
  const cap = Number(byKey.get(PERSONAL_TASK_XP_CAP_KEY));
  return {
    require_advisor_review: byKey.get(REVIEW_REQUIRE_ADVISOR_KEY) === 'true',
    personal_task_xp_cap:
      Number.isInteger(cap) && cap >= PERSONAL_TASK_XP_CAP_MIN && cap <= PERSONAL_TASK_XP_CAP_MAX
        ? cap
        : DEFAULT_PERSONAL_TASK_XP_CAP,
  };
}

/** Writes the review rules; run it in the caller's transaction (with its audit row). */
export const writeReviewSettings = (db: Queryable, s: ReviewSettings, at: string) =>
  upsertSettingValues(
    db,
    {
      [REVIEW_REQUIRE_ADVISOR_KEY]: String(s.require_advisor_review),
      [PERSONAL_TASK_XP_CAP_KEY]: String(s.personal_task_xp_cap),
    },
    at,
  );
