import { ApiError } from './errors';
import { createQueryClient, isRetryableError, queryClient, queryRetryDelay } from './queryClient';
import { profileQueryKey, profileQueryOptions } from './profile';
import { tokens } from './tokens';
import { fakePage, json, leavePage, mockFetch } from './testUtils';

type RetryFn = (failureCount: number, error: unknown) => boolean;

describe('query client defaults (docs/product.md#data-fetching)', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('data fresh 30 s, kept 5 min, refetch on focus and reconnect', () => {
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.queries?.refetchOnReconnect).toBe(true);
  });

  it('3 query retries and 2 mutation retries for transient failures', () => {
    const queryRetry = defaults.queries?.retry as RetryFn;
    const mutationRetry = defaults.mutations?.retry as RetryFn;
    const transient = new ApiError(503);
    expect([0, 1, 2, 3].map((n) => queryRetry(n, transient))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((n) => mutationRetry(n, transient))).toEqual([true, true, false]);
    expect(queryRetry(0, new ApiError(404))).toBe(false);
    expect(mutationRetry(0, new ApiError(400))).toBe(false);
    expect(queryRetry(0, new ApiError(0))).toBe(true);
  });

  it('backoff from 1 s doubling to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('treats 408 and 429 as retryable, other 4xx not', () => {
    expect(isRetryableError(new ApiError(408))).toBe(true);
    expect(isRetryableError(new ApiError(429))).toBe(true);
    expect(isRetryableError(new ApiError(401))).toBe(false);
    expect(isRetryableError(new Error('boom'))).toBe(true);
  });

  it('exports one shared instance', () => {
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(30_000);
  });
});

describe('profile query (docs/product.md#profile-cache)', () => {
  afterEach(() => {
    leavePage();
    tokens.clear();
  });

  it("is ['auth','me'], fresh 5 min, kept 30 min, 1 retry", () => {
    expect(profileQueryKey).toEqual(['auth', 'me']);
    expect(profileQueryOptions.queryKey).toEqual(['auth', 'me']);
    expect(profileQueryOptions.staleTime).toBe(5 * 60_000);
    expect(profileQueryOptions.gcTime).toBe(30 * 60_000);
    const retry = profileQueryOptions.retry as RetryFn;
    expect(retry(0, new ApiError(503))).toBe(true);
    expect(retry(1, new ApiError(503))).toBe(false);
    expect(retry(0, new ApiError(401))).toBe(false);
  });

  it('fetches GET /api/auth/me and unwraps { user }', async () => {
    fakePage({ pathname: '/dashboard' });
    tokens.setTokens({ access_token: 'A' });
    const user = { id: 'u1', first_name: 'Ada' };
    const calls = mockFetch(() => json(200, { user }));
    const client = createQueryClient();
    await expect(client.fetchQuery(profileQueryOptions)).resolves.toEqual(user);
    expect(calls[0]).toMatchObject({ url: '/api/auth/me', method: 'GET' });
    client.clear();
    mockFetch(() => json(200, user));
    await expect(client.fetchQuery(profileQueryOptions)).resolves.toEqual(user);
    client.clear();
  });
});
