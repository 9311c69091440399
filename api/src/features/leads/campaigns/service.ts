import { CAMPAIGN_PAGES, LEAD_KIND_PAGES, LEAD_KINDS, UTM_PATTERN } from '@optio/contracts';
import type {
  CampaignReport,
  CampaignRow,
  CampaignVisit,
  PrivacyChoice,
  PrivacyChoiceResult,
} from '@optio/contracts/leads';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { countVisit, insertSignupCampaign, leadTotals, signupTotals, visitTotals } from '../store';

/** The first-touch campaign cookie: set on the first counted visit, kept 90 days. */
export const FIRST_TOUCH_COOKIE = 'optio_first_touch';
export const FIRST_TOUCH_MAX_AGE = 90 * 86_400;
/**
 * The visitor's privacy choice: `essential` refuses the campaign cookie and the visit count. Kept
 * a year and readable by the page (not HttpOnly), so the shell's beacon stops before it asks.
 */
export const PRIVACY_COOKIE = 'optio_privacy';
export const PRIVACY_MAX_AGE = 365 * 86_400;

export interface FirstTouch {
  page: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** Whether the visitor refused non-essential cookies (their choice, or Global Privacy Control). */
export function refusesTracking(input: {
  privacyCookie: string | undefined;
  gpc: string | undefined;
  dnt: string | undefined;
}): boolean {
  return input.privacyCookie === 'essential' || input.gpc === '1' || input.dnt === '1';
}

/**
 * What a privacy choice comes to: whether the campaign cookie may be kept (never while the browser
 * sends Global Privacy Control or Do Not Track, whatever the visitor chose here).
 */
export function privacyChoiceResult(
  choice: PrivacyChoice,
  signals: { gpc: string | undefined; dnt: string | undefined },
): PrivacyChoiceResult {
  return {
    choice,
    campaign_cookie: !refusesTracking({ privacyCookie: choice, ...signals }),
  };
}

const utm = (value: string | null | undefined) => (value && UTM_PATTERN.test(value) ? value : null);

/** The cookie's value (URL-encoded pairs; no personal data: a page and three UTM words). */
export function encodeFirstTouch(touch: FirstTouch): string {
  const q = new URLSearchParams({ p: touch.page });
  if (touch.source) q.set('s', touch.source);
  if (touch.medium) q.set('m', touch.medium);
  if (touch.campaign) q.set('c', touch.campaign);
  return q.toString();
}

/** The first touch a cookie holds, or null when absent or not one of ours. */
export function decodeFirstTouch(value: string | undefined): FirstTouch | null {
  if (!value || value.length > 600) return null;
  const q = new URLSearchParams(value);
  const page = q.get('p');
  if (!page || !(CAMPAIGN_PAGES as readonly string[]).includes(page)) return null;
  return { page, source: utm(q.get('s')), medium: utm(q.get('m')), campaign: utm(q.get('c')) };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts a visit of a promo page under the campaign it arrived with (or the visitor's first
 * touch), unless the visitor refused: their privacy choice covers the count too, not only the
 * cookie. Returns whether it counted, and the first touch to keep in the cookie when there is none
 * yet.
 */
export async function recordVisit(
  ctx: Pick<AppContext, 'db' | 'config'>,
  visit: CampaignVisit,
  existing: FirstTouch | null,
  refused: boolean,
): Promise<{ counted: boolean; touch: FirstTouch | null }> {
  if (refused) return { counted: false, touch: null };
  const campaign = visit.utm_campaign ?? existing?.campaign ?? '';
  await countVisit(ctx.db.kysely, { day: day(ctx.config.now()), page: visit.page, campaign });
  if (existing) return { counted: true, touch: null };
  return {
    counted: true,
    touch: {
      page: visit.page,
      source: visit.utm_source ?? null,
      medium: visit.utm_medium ?? null,
      campaign: visit.utm_campaign ?? null,
    },
  };
}

/** Visits, leads and sign-ups per page and campaign for days `from`..`to` (UTC, inclusive). */
export async function campaignReport(
  ctx: Pick<AppContext, 'db'>,
  range: { from: string; to: string },
): Promise<CampaignReport> {
  const db = ctx.db.kysely;
  const start = `${range.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString();
  const [visits, leads, signups] = await Promise.all([
    visitTotals(db, range.from, range.to),
    leadTotals(db, start, end),
    signupTotals(db, start, end),
  ]);
  const rows = new Map<string, CampaignRow>();
  const row = (page: string, campaign: string | null) => {
    const key = `${page}\u0000${campaign ?? ''}`;
    let found = rows.get(key);
    if (!found) {
      found = { page, campaign: campaign || null, visits: 0, leads: 0, signups: 0 };
      rows.set(key, found);
    }
    return found;
  };
  for (const v of visits) row(v.page, v.campaign).visits += Number(v.n);
  for (const l of leads) {
    const page = (LEAD_KINDS as readonly string[]).includes(l.kind)
      ? LEAD_KIND_PAGES[l.kind]
      : l.kind;
    row(page, l.utm_campaign).leads += Number(l.n);
  }
  for (const s of signups) row(s.landing_page ?? '(direct)', s.utm_campaign).signups += Number(s.n);
  const order = (page: string) => {
    const i = (CAMPAIGN_PAGES as readonly string[]).indexOf(page);
    return i < 0 ? CAMPAIGN_PAGES.length : i;
  };
  return {
    from: range.from,
    to: range.to,
    rows: [...rows.values()].sort(
      (a, b) =>
        order(a.page) - order(b.page) ||
        a.page.localeCompare(b.page) ||
        (a.campaign ?? '').localeCompare(b.campaign ?? ''),
    ),
  };
}

/** Keeps the campaign a new account arrived with (sign-ups in the campaign report). */
export async function recordSignupCampaign(
  db: Queryable,
  userId: string,
  touch: FirstTouch,
  at: string,
): Promise<void> {
  await insertSignupCampaign(db, {
    user_id: userId,
    utm_source: touch.source,
    utm_medium: touch.medium,
    utm_campaign: touch.campaign,
    landing_page: touch.page,
    created_at: at,
  });
}
