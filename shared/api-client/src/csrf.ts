import { apiUrl, credentialsFor } from './config';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_PATH = '/api/auth/csrf';
export const CSRF_ERROR = 'Invalid CSRF token';

/** Token from the last `GET /api/auth/csrf` (used when the cookie is not readable here). */
let fetchedToken: string | null = null;
let inFlight: Promise<string | null> | null = null;

export function isMutatingMethod(method: string): boolean {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());
}

function readCookie(name: string): string | null {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || typeof doc.cookie !== 'string') return null;
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}

function readMeta(): string | null {
  const doc = (globalThis as { document?: Document }).document;
  const content = doc?.querySelector?.('meta[name="csrf-token"]')?.getAttribute('content');
  return content ? content : null;
}

/** docs/product.md#headers: the CSRF token from the `csrf_token` cookie (freshest), the last fetched one, or the meta tag. */
export function readCsrfToken(): string | null {
  return readCookie(CSRF_COOKIE) ?? fetchedToken ?? readMeta();
}

/** Asks the server for a token (it also sets the cookie); concurrent callers share one call. */
export function fetchCsrfToken(): Promise<string | null> {
  inFlight ??= (async () => {
    try {
      const url = apiUrl(CSRF_PATH);
      const response = await fetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: credentialsFor(url),
      });
      if (!response.ok) return null;
      const body = (await response.json().catch(() => null)) as { csrf_token?: unknown } | null;
      fetchedToken = typeof body?.csrf_token === 'string' ? body.csrf_token : null;
      return fetchedToken ?? readCookie(CSRF_COOKIE);
    } catch {
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** The token for a mutating call, fetching one first when none is available. */
export async function ensureCsrfToken(): Promise<string | null> {
  return readCsrfToken() ?? (await fetchCsrfToken());
}

/** Forgets the fetched token (after the server rejected it). */
export function resetCsrfToken(): void {
  fetchedToken = null;
}
