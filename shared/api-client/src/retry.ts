import { ApiError } from './errors';

/** How `withRetry` repeats a failing call (docs/product.md#retry). */
export interface RetryPolicy {
  /** Total attempts, the first one included. */
  attempts: number;
  /** Delay before the first retry; each later retry waits `factor` times longer. */
  baseDelayMs: number;
  factor: number;
  /** Up to this many random milliseconds are added to every delay. */
  maxJitterMs: number;
  /** Base delay used instead of `baseDelayMs` when the server answered 503. */
  unavailableBaseDelayMs?: number;
  /** Whether this failure is worth another attempt. */
  retryOn: (error: unknown) => boolean;
}

/** No response at all, or a 5xx other than 501 (a transient server or gateway failure). */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 501);
}

/** 503 or no response: the only failures registration and the health probe retry. */
export function isUnavailableOrNoResponse(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.status === 0);
}

/** docs/product.md#retry: 3 attempts, base 1000 ms growing ×1.5 per attempt plus up to 1000 ms random; 503 base 3000 ms. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 1000,
  factor: 1.5,
  maxJitterMs: 1000,
  unavailableBaseDelayMs: 3000,
  retryOn: isTransientError,
};

/** docs/product.md#retry: registration, 5 attempts with a 3000 ms base, on 503 or no response. */
export const REGISTER_RETRY_POLICY: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 3000,
  factor: 1.5,
  maxJitterMs: 1000,
  unavailableBaseDelayMs: 3000,
  retryOn: isUnavailableOrNoResponse,
};

/** docs/product.md#retry: the health probe, 5 tries 2000 ms apart, on 503 or no response. */
export const HEALTH_RETRY_POLICY: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 2000,
  factor: 1,
  maxJitterMs: 0,
  retryOn: isUnavailableOrNoResponse,
};

/** Delay before retry number `retry` (1 = the first retry) after `error`. */
export function retryDelay(
  policy: RetryPolicy,
  retry: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  const unavailable = error instanceof ApiError && error.status === 503;
  const base =
    unavailable && policy.unavailableBaseDelayMs
      ? policy.unavailableBaseDelayMs
      : policy.baseDelayMs;
  return Math.round(base * policy.factor ** (retry - 1) + random() * policy.maxJitterMs);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface WithRetryOptions {
  signal?: AbortSignal;
  /** Called before each wait; handy for "retrying…" hints. */
  onRetry?: (info: { retry: number; delayMs: number; error: unknown }) => void;
  random?: () => number;
}

/** Runs `fn`, repeating it per `policy` while it fails with a retryable error. */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  options: WithRetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.attempts || !policy.retryOn(error) || options.signal?.aborted)
        throw error;
      const delayMs = retryDelay(policy, attempt, error, options.random);
      options.onRetry?.({ retry: attempt, delayMs, error });
      await sleep(delayMs, options.signal);
    }
  }
}
