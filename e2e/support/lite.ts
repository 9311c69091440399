import { expect, type Page, type Request } from '@playwright/test';

// What only the app fetches: the shell's entry, a remote's entry or manifest, the registry.
const APP_REQUEST = /\/main\.[0-9a-f]+\.js$|remoteEntry|mf-manifest\.json$|\/registry\.json$/;

/** Records every request; idle-time fetching of the app (a few seconds after load) is off. */
export function recordRequests(page: Page): Request[] {
  void page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export const appRequests = (requests: Request[]) =>
  requests.map((r) => new URL(r.url()).pathname).filter((path) => APP_REQUEST.test(path));

/** A page served without the app: one islands script, no stylesheet (styles inline), no app. */
export function expectLiteRequests(requests: Request[]): void {
  const scripts = requests
    .filter((r) => r.resourceType() === 'script')
    .map((r) => new URL(r.url()).pathname);
  expect(scripts).toEqual([expect.stringMatching(/^\/islands\.[0-9a-f]+\.js$/)]);
  expect(requests.filter((r) => r.resourceType() === 'stylesheet')).toEqual([]);
  expect(appRequests(requests)).toEqual([]);
}
