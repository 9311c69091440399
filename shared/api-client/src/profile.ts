import { queryOptions } from '@tanstack/react-query';
import type { User } from '@optio/contracts';
import { api } from './http';
import { isRetryableError } from './queryClient';

export const profileQueryKey = ['auth', 'me'] as const;

export const PROFILE_STALE_TIME_MS = 5 * 60_000;
export const PROFILE_GC_TIME_MS = 30 * 60_000;
export const PROFILE_RETRIES = 1;

/** `GET /api/auth/me`; accepts the user bare or wrapped as `{ user }`. */
export async function fetchProfile(signal?: AbortSignal): Promise<User> {
  const body = await api.get<User | { user: User }>('/api/auth/me', { signal });
  return 'user' in body && body.user && typeof body.user === 'object' ? body.user : (body as User);
}

/** docs/product.md#profile-cache: fresh 5 minutes, kept 30 minutes, 1 retry. */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => fetchProfile(signal),
  staleTime: PROFILE_STALE_TIME_MS,
  gcTime: PROFILE_GC_TIME_MS,
  retry: (failureCount: number, error: Error) =>
    failureCount < PROFILE_RETRIES && isRetryableError(error),
});
