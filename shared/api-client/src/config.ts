/**
 * Where the API lives and how credentials travel to it.
 *
 * The API is served under `/api` on the page's own origin by default, so paths such as
 * `/api/auth/me` are used as they are. `configureApi({ baseUrl })` points every app at another
 * origin (for instance a dev API on its own port).
 */
let baseUrl = '';

export interface ApiConfig {
  /** Origin (and optional path prefix) placed before every request path; '' = same origin. */
  baseUrl?: string;
}

export function configureApi(config: ApiConfig): void {
  if (config.baseUrl !== undefined) baseUrl = config.baseUrl.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return baseUrl + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * Hosted-platform domains (public suffixes shared by many unrelated customers). Browsers treat
 * each customer subdomain as its own site and block third-party cookies to them, and a cookie
 * sent there could be read by whoever serves the neighbouring subdomain. docs/product.md#headers: cookies are
 * not sent to such a backend.
 */
export const HOSTED_PLATFORM_SUFFIXES = [
  'vercel.app',
  'netlify.app',
  'onrender.com',
  'herokuapp.com',
  'fly.dev',
  'railway.app',
  'up.railway.app',
  'pages.dev',
  'workers.dev',
  'github.io',
  'web.app',
  'firebaseapp.com',
  'azurewebsites.net',
  'appspot.com',
] as const;

export function isHostedPlatformHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return HOSTED_PLATFORM_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

function currentLocation(): { href: string; hostname: string } | undefined {
  const loc = (globalThis as { location?: Location }).location;
  return loc ? { href: loc.href, hostname: loc.hostname } : undefined;
}

/** Host name of the API for a request URL ('' resolves against the page). */
export function apiHost(url: string): string {
  try {
    return new URL(url, currentLocation()?.href ?? 'http://localhost/').hostname;
  } catch {
    return currentLocation()?.hostname ?? '';
  }
}

/**
 * docs/product.md#headers credentials rule: `include` (cookies go with every call, also cross-origin) unless
 * the API host is a hosted-platform domain; then `same-origin`, which still carries cookies
 * when the API shares the page's origin (needed for the CSRF and refresh cookies) but never
 * sends them across sites.
 */
export function credentialsFor(url: string): RequestCredentials {
  return isHostedPlatformHost(apiHost(url)) ? 'same-origin' : 'include';
}
