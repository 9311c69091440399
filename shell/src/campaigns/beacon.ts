import { refusesCampaigns, type BrowserSignals } from '../privacy/choice';

/**
 * The promo pages' first-party visit beacon (issue #22): on arrival at one of these pages, by a
 * page load or a route change in the app, the shell asks the API to count the visit under the UTM
 * campaign in the address. No third-party tracker, no personal data; nothing at all is sent once
 * the visitor chose "Essential only" or their browser sends Global Privacy Control or Do Not
 * Track. Kept free of runtime imports but the tiny privacy reader (the contracts pull in zod) so
 * the landing page's first load stays small; a unit test holds this list equal to CAMPAIGN_PAGES
 * in @optio/contracts.
 */
export const BEACON_PAGES: readonly string[] = [
  '/',
  '/promo',
  '/promo/credit-tracker',
  '/promo/homeschool-portfolio',
  '/promo/teacher-consultation',
  '/consultation',
];

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const UTM_VALUE = /^[\w.+-]{1,100}$/;

type Place = { pathname: string; search: string };

const pageOf = (location: Place) => location.pathname.replace(/\/+$/, '') || '/';

/** The beacon's address for a location, or null when the page is not counted. */
export function beaconUrl(location: Place): string | null {
  const page = pageOf(location);
  if (!BEACON_PAGES.includes(page)) return null;
  const from = new URLSearchParams(location.search);
  const query = new URLSearchParams({ page });
  for (const key of UTM_KEYS) {
    const value = from.get(key)?.trim();
    if (value && UTM_VALUE.test(value)) query.set(key, value);
  }
  return `/api/campaigns/visit?${query.toString()}`;
}

/** The pages already counted in this browser session. */
export interface CountedPages {
  has(page: string): boolean;
  add(page: string): void;
}

/**
 * The beacon to send for an arrival, noting the page as counted; null when the page is not
 * counted, the visitor refused, or this session already counted it (going back and forth between
 * the promo pages, or reloading one, is one visit).
 */
export function visitToCount(
  location: Place,
  env: { cookie: string; nav: BrowserSignals; counted: CountedPages },
): string | null {
  const url = beaconUrl(location);
  if (!url || refusesCampaigns(env.cookie, env.nav)) return null;
  const page = pageOf(location);
  if (env.counted.has(page)) return null;
  env.counted.add(page);
  return url;
}

const COUNTED_KEY = 'optio.counted-pages';

/**
 * The session's counted pages, in sessionStorage (one tab's session, gone when it closes; never
 * sent anywhere). Where storage is refused (some private modes), the tab's memory holds them.
 */
export function sessionCountedPages(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const memory = new Set<string>();
  const stored = (): string[] => {
    try {
      const list: unknown = JSON.parse(storage?.getItem(COUNTED_KEY) ?? '[]');
      return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (page: string) => memory.has(page) || stored().includes(page),
    add: (page: string) => {
      memory.add(page);
      try {
        storage?.setItem(COUNTED_KEY, JSON.stringify([...new Set([...stored(), page])]));
      } catch {
        // Memory alone still keeps this tab from counting the page twice.
      }
    },
  } satisfies CountedPages;
}

let counted: CountedPages | undefined;

function browserStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Counts an arrival (fire and forget: a failure changes nothing for the visitor). */
export function sendVisitBeacon(location: Place = window.location): void {
  counted ??= sessionCountedPages(browserStorage());
  const url = visitToCount(location, { cookie: document.cookie, nav: navigator, counted });
  if (!url) return;
  // The body is read so the request ends (an unread answer keeps the connection busy, and the
  // page never reaches network idle).
  fetch(url, { credentials: 'same-origin' })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}
