import type { PrivacyChoice } from '@optio/contracts/leads';

/**
 * The visitor's privacy choice as the page sees it: the `optio_privacy` cookie the API sets
 * (`PUT /api/privacy-choice`) and the browser's own signals, which the API honours too. Type
 * imports only: the visit beacon reads this before the app (and zod) loads.
 */
export const PRIVACY_COOKIE = 'optio_privacy';

/** The browser's privacy signals (`navigator` in a browser). */
export interface BrowserSignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** The choice kept in the cookie, or null before the visitor made one. */
export function storedChoice(cookie: string): PrivacyChoice | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== PRIVACY_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value === 'essential' || value === 'campaigns' ? value : null;
  }
  return null;
}

/** Whether the browser asks every site not to track (Global Privacy Control or Do Not Track). */
export const browserRefuses = (nav: BrowserSignals): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === '1';

/** Whether campaign attribution is refused: by the visitor's choice here or by their browser. */
export const refusesCampaigns = (cookie: string, nav: BrowserSignals): boolean =>
  storedChoice(cookie) === 'essential' || browserRefuses(nav);
