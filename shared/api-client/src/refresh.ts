import { buildUrl, fetchSender, sendWithHeaders } from './transport';
import { expireSession } from './sessionExpiry';
import { tokens } from './tokens';

export const REFRESH_PATH = '/api/auth/refresh';

let inFlight: Promise<boolean> | null = null;

export function isRefreshPath(path: string): boolean {
  return path.split('?')[0]?.endsWith(REFRESH_PATH) ?? false;
}

async function performRefresh(): Promise<boolean> {
  const accessBefore = tokens.getAccessToken();
  const refreshToken = tokens.getRefreshToken();
  // Without a token in memory (after a reload) the server reads its httpOnly refresh cookie.
  const body = refreshToken ? { refresh_token: refreshToken } : {};
  let status: number;
  let payload: unknown;
  try {
    const response = await sendWithHeaders(
      'POST',
      fetchSender('POST', buildUrl(REFRESH_PATH), body),
    );
    status = response.status;
    payload = response.body;
  } catch {
    // No answer at all: the session may well be alive; keep it and let the caller fail.
    return false;
  }
  const pair = payload as { access_token?: unknown; refresh_token?: unknown } | undefined;
  if (
    status >= 200 &&
    status < 300 &&
    typeof pair?.access_token === 'string' &&
    pair.access_token
  ) {
    tokens.setTokens({
      access_token: pair.access_token,
      refresh_token: typeof pair.refresh_token === 'string' ? pair.refresh_token : undefined,
    });
    return true;
  }
  if (status >= 500) return false; // the server is struggling, not saying the session ended
  // Someone signed in while this refresh was on its way: that new session stands.
  const accessNow = tokens.getAccessToken();
  if (accessNow !== null && accessNow !== accessBefore) return true;
  expireSession();
  return false;
}

/**
 * docs/product.md#session-expiry: one shared in-flight refresh for every concurrent caller. Resolves true when a new
 * access token is held; on a refused refresh the session is expired exactly once.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= performRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
