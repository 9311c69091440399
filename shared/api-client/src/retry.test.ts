import { ApiError } from './errors';
import {
  DEFAULT_RETRY_POLICY,
  HEALTH_RETRY_POLICY,
  REGISTER_RETRY_POLICY,
  retryDelay,
  withRetry,
} from './retry';
import { register, checkHealth } from './auth';
import { tokens } from './tokens';
import { resetCsrfToken } from './csrf';
import { fakePage, json, leavePage, mockFetch } from './testUtils';

const unavailable = new ApiError(503);
const noResponse = new ApiError(0);
const serverError = new ApiError(500);
const badRequest = new ApiError(400);

describe('retry constants (docs/product.md#retry)', () => {
  it('default: 3 attempts, base 1000 ms, ×1.5, up to 1000 ms random, 3000 ms base on 503', () => {
    expect(DEFAULT_RETRY_POLICY).toMatchObject({
      attempts: 3,
      baseDelayMs: 1000,
      factor: 1.5,
      maxJitterMs: 1000,
      unavailableBaseDelayMs: 3000,
    });
  });

  it('registration: 5 attempts with a 3000 ms base, only on 503 or no response', () => {
    expect(REGISTER_RETRY_POLICY).toMatchObject({ attempts: 5, baseDelayMs: 3000 });
    expect(REGISTER_RETRY_POLICY.retryOn(unavailable)).toBe(true);
    expect(REGISTER_RETRY_POLICY.retryOn(noResponse)).toBe(true);
    expect(REGISTER_RETRY_POLICY.retryOn(serverError)).toBe(false);
    expect(REGISTER_RETRY_POLICY.retryOn(badRequest)).toBe(false);
    expect(REGISTER_RETRY_POLICY.retryOn(new ApiError(429))).toBe(false);
  });

  it('health probe: 5 tries 2000 ms apart', () => {
    expect(HEALTH_RETRY_POLICY).toMatchObject({
      attempts: 5,
      baseDelayMs: 2000,
      factor: 1,
      maxJitterMs: 0,
    });
    expect(HEALTH_RETRY_POLICY.retryOn(unavailable)).toBe(true);
    for (let retry = 1; retry <= 4; retry++) {
      expect(retryDelay(HEALTH_RETRY_POLICY, retry, unavailable, () => 0.9)).toBe(2000);
    }
  });

  it('default delay grows ×1.5 from 1000 ms plus up to 1000 ms of jitter', () => {
    expect(retryDelay(DEFAULT_RETRY_POLICY, 1, serverError, () => 0)).toBe(1000);
    expect(retryDelay(DEFAULT_RETRY_POLICY, 2, serverError, () => 0)).toBe(1500);
    expect(retryDelay(DEFAULT_RETRY_POLICY, 3, serverError, () => 0)).toBe(2250);
    expect(retryDelay(DEFAULT_RETRY_POLICY, 1, serverError, () => 0.5)).toBe(1500);
    expect(retryDelay(DEFAULT_RETRY_POLICY, 1, serverError, () => 0.999999)).toBe(2000);
  });

  it('uses the 3000 ms base on 503', () => {
    expect(retryDelay(DEFAULT_RETRY_POLICY, 1, unavailable, () => 0)).toBe(3000);
    expect(retryDelay(DEFAULT_RETRY_POLICY, 2, unavailable, () => 0)).toBe(4500);
  });

  it('registration delays: 3000, 4500, 6750, 10125 ms', () => {
    const delays = [1, 2, 3, 4].map((r) =>
      retryDelay(REGISTER_RETRY_POLICY, r, noResponse, () => 0),
    );
    expect(delays).toEqual([3000, 4500, 6750, 10125]);
  });
});

describe('withRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits the computed delay, then succeeds', async () => {
    const fn = jest.fn().mockRejectedValueOnce(serverError).mockResolvedValueOnce('ok');
    const promise = withRetry(fn, DEFAULT_RETRY_POLICY, { random: () => 0 });
    await jest.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await expect(promise).resolves.toBe('ok');
  });

  it('gives up after 3 attempts with the last error', async () => {
    const fn = jest.fn().mockRejectedValue(serverError);
    const promise = withRetry(fn, DEFAULT_RETRY_POLICY, { random: () => 0 });
    const settled = expect(promise).rejects.toBe(serverError);
    await jest.advanceTimersByTimeAsync(1000 + 1500);
    await settled;
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('waits 3000 ms after a 503', async () => {
    const fn = jest.fn().mockRejectedValueOnce(unavailable).mockResolvedValueOnce('ok');
    const promise = withRetry(fn, DEFAULT_RETRY_POLICY, { random: () => 0 });
    await jest.advanceTimersByTimeAsync(2999);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toBe('ok');
  });

  it('does not retry a client error', async () => {
    const fn = jest.fn().mockRejectedValue(badRequest);
    await expect(withRetry(fn)).rejects.toBe(badRequest);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const fn = jest.fn().mockRejectedValue(serverError);
    const promise = withRetry(fn, DEFAULT_RETRY_POLICY, { signal: controller.signal });
    const settled = expect(promise).rejects.toBeDefined();
    controller.abort();
    await settled;
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('register() and checkHealth() over fetch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0);
    tokens.clear();
    resetCsrfToken();
    fakePage({ pathname: '/register', cookie: 'csrf_token=t1' });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    leavePage();
  });

  it('register retries 503 five times in all, 3000 ms base', async () => {
    const calls = mockFetch(() => json(503, { error: 'Service Unavailable', message: 'down' }));
    const settled = expect(register({ email: 'a@b.co' })).rejects.toMatchObject({ status: 503 });
    await jest.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(4500 + 6750 + 10125);
    await settled;
    expect(calls).toHaveLength(5);
    expect(calls.every((c) => c.url === '/api/auth/register' && c.method === 'POST')).toBe(true);
  });

  it('register retries after no response and then succeeds', async () => {
    let n = 0;
    mockFetch(() => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      return json(201, { message: 'ok', email_verification_required: true });
    });
    const promise = register({ email: 'a@b.co' });
    await jest.advanceTimersByTimeAsync(3000);
    await expect(promise).resolves.toEqual({ message: 'ok', email_verification_required: true });
    expect(n).toBe(2);
  });

  it('register does not retry a 500 or a 400', async () => {
    const calls = mockFetch(() => json(500, { error: 'Internal', message: 'boom' }));
    await expect(register({})).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('the health probe tries 5 times, 2000 ms apart', async () => {
    const calls = mockFetch(() => json(503));
    const settled = expect(checkHealth()).rejects.toMatchObject({ status: 503 });
    for (let i = 1; i <= 4; i++) {
      await jest.advanceTimersByTimeAsync(1999);
      expect(calls).toHaveLength(i);
      await jest.advanceTimersByTimeAsync(1);
    }
    await settled;
    expect(calls).toHaveLength(5);
  });
});
