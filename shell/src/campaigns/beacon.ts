/**
 * The promo pages' first-party visit beacon (issue #22): on arrival at one of these pages the
 * shell asks the API to count the visit under the UTM campaign in the address. No third-party
 * tracker, no personal data; the API keeps the first touch in a cookie unless the visitor refused
 * it. Kept free of imports (the contracts pull in zod) so the landing page's first load stays
 * small; a unit test holds this list equal to CAMPAIGN_PAGES in @optio/contracts.
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

/** The beacon's address for a location, or null when the page is not counted. */
export function beaconUrl(location: { pathname: string; search: string }): string | null {
  const page = location.pathname.replace(/\/+$/, '') || '/';
  if (!BEACON_PAGES.includes(page)) return null;
  const from = new URLSearchParams(location.search);
  const query = new URLSearchParams({ page });
  for (const key of UTM_KEYS) {
    const value = from.get(key)?.trim();
    if (value && UTM_VALUE.test(value)) query.set(key, value);
  }
  return `/api/campaigns/visit?${query.toString()}`;
}

/** Counts this page load's arrival (fire and forget: a failure changes nothing for the visitor). */
export function sendVisitBeacon(): void {
  const url = beaconUrl(window.location);
  if (!url) return;
  // The body is read so the request ends (an unread answer keeps the connection busy, and the
  // page never reaches network idle).
  fetch(url, { credentials: 'same-origin' })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}
