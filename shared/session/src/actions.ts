import type { ResponseOf } from '@optio/contracts/endpoints';
import {
  api,
  fetchProfile,
  hasSignedInMarker,
  profileQueryKey,
  profileQueryOptions,
  queryClient,
  refreshSession,
  tokens,
} from '@optio/api-client';
import { applyProfileLanguage } from '@optio/i18n';
import { signedIn, signedOut, profileLoaded } from './sessionSlice';
import { store } from './store';

type LoginAnswer = ResponseOf<'POST /api/auth/login'>;

/**
 * What completeSignIn reads of `POST /api/auth/login`'s answer (docs/product.md#client-calls);
 * the Supabase-style session may be absent, as in a registration that signs in at once.
 */
export type LoginResponse = Omit<LoginAnswer, 'session'> & {
  session?: LoginAnswer['session'] | null;
};

/** docs/product.md#login-success: store tokens, set the session. Navigation is the caller's. */
export function completeSignIn(response: LoginResponse): void {
  tokens.setTokens({
    access_token: response.app_access_token,
    refresh_token: response.app_refresh_token,
  });
  queryClient.setQueryData(profileQueryKey, response.user);
  store.dispatch(signedIn(response.user));
  void applySavedLanguage();
}

/**
 * The sign-in answer carries the user object of docs/product.md#user only; the language saved on the profile
 * comes with GET /api/auth/me, read once right after sign-in. A failure leaves the language as is.
 */
async function applySavedLanguage(): Promise<void> {
  try {
    const user = await fetchProfile();
    queryClient.setQueryData(profileQueryKey, user);
    applyProfileLanguage(user.language);
  } catch {
    // The session itself is fine; the page simply stays in its current language.
  }
}

let startup: Promise<void> | null = null;

/**
 * docs/product.md#startup: the profile call decides between signed in and signed out. Runs once
 * a page (the shell starts it before its first render, beside the page's remote). After a reload
 * no access token is held: when the marker cookie says a session likely exists, the refresh comes
 * first, instead of a profile call bound to answer 401 before the same refresh and a second try.
 */
export function bootstrapSession(): Promise<void> {
  startup ??= checkSession();
  return startup;
}

async function checkSession(): Promise<void> {
  try {
    if (tokens.getAccessToken() === null && hasSignedInMarker(document.cookie)) {
      // No new token: a refused refresh has expired the session (listeners told, caches
      // cleared); no answer at all leaves nothing to ask the profile with either.
      if (!(await refreshSession())) {
        store.dispatch(signedOut());
        return;
      }
    }
    const user = await queryClient.fetchQuery(profileQueryOptions);
    applyProfileLanguage(user.language);
    store.dispatch(profileLoaded(user));
  } catch {
    store.dispatch(signedOut());
  }
}

/** docs/product.md#logout: clear tokens, the stored user and every cached query of every remote. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/logout', {});
  } catch {
    // The server may already consider the session gone; signing out locally is what matters.
  }
  tokens.clear();
  queryClient.clear();
  store.dispatch(signedOut());
}

/**
 * "Sign out everywhere": the server ends every session of this user, access tokens included
 * (POST /api/auth/logout-all); then this page signs out like a logout. Throws when the server
 * refused, so the caller can say so (the user is still signed in everywhere then).
 */
export async function signOutEverywhere(): Promise<void> {
  await api.post('/api/auth/logout-all', {});
  tokens.clear();
  queryClient.clear();
  store.dispatch(signedOut());
}

/** Called when the API client's refresh failed: the session is over. */
export function sessionExpired(): void {
  queryClient.clear();
  store.dispatch(signedOut());
}
