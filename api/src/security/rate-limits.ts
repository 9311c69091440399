import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config';
import { HttpError } from '../lib/errors';

export type LimitName = keyof RateLimitConfig;

const MESSAGES: Partial<Record<LimitName, string>> = {
  loginIp: 'Too many login attempts. Please wait a moment and try again.',
  loginAccount: 'Too many login attempts. Please wait a moment and try again.',
  register: 'Too many registration attempts. Please wait a few minutes and try again.',
  forgotIp: 'Too many password reset requests. Please wait an hour before trying again.',
  forgotEmail: 'Too many password reset requests. Please wait an hour before trying again.',
};

function tooMany(name: LimitName, msBeforeNext: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(
    429,
    MESSAGES[name] ?? 'Too many requests. Please wait and try again.',
    undefined,
    {
      'Retry-After': String(retryAfter),
    },
  );
}

/** In process by default; with a Redis client the counters are shared by every API replica
 * (and kept per replica while Redis is unreachable). */
export class RateLimits {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();

  constructor(config: RateLimitConfig, redis?: Redis) {
    for (const [name, budget] of Object.entries(config) as [
      LimitName,
      RateLimitConfig[LimitName],
    ][]) {
      const opts = {
        keyPrefix: `optio_rl_${name}`,
        points: budget.points,
        duration: budget.duration,
      };
      // If Redis is unreachable, each replica counts on its own (fail fast, then in memory): the
      // budgets still hold per replica, and sign-in keeps working instead of answering 500.
      this.limiters.set(
        name,
        redis
          ? new RateLimiterRedis({
              ...opts,
              storeClient: redis,
              rejectIfRedisNotReady: true,
              insuranceLimiter: new RateLimiterMemory(opts),
            })
          : new RateLimiterMemory(opts),
      );
    }
  }

  private limiter(name: LimitName): RateLimiterAbstract {
    const l = this.limiters.get(name);
    if (!l) throw new Error(`Unknown rate limit ${name}`);
    return l;
  }

  /** Spends one point; throws a 429 HttpError (with Retry-After) when the budget is exhausted. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooMany(name, err.msBeforeNext);
      throw err;
    }
  }

  /** Throws a 429 when the budget is already exhausted, without spending a point. */
  async check(name: LimitName, key: string): Promise<void> {
    const limiter = this.limiter(name);
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= limiter.points) throw tooMany(name, res.msBeforeNext);
  }

  /** Spends a point without failing (used to count failures after the fact); returns how many
   * points are spent now and whether that exhausted the budget. */
  async penalty(name: LimitName, key: string): Promise<{ spent: number; exhausted: boolean }> {
    const limiter = this.limiter(name);
    const res = await limiter.penalty(key, 1);
    return { spent: res.consumedPoints, exhausted: res.consumedPoints >= limiter.points };
  }

  /** Points spent beyond the budget so far (0 while within it); spends nothing. */
  async overBudget(name: LimitName, key: string): Promise<number> {
    const limiter = this.limiter(name);
    const res = await limiter.get(key);
    return res ? Math.max(0, res.consumedPoints - limiter.points) : 0;
  }

  /** Spends a point and says whether it was within the budget (never throws a 429). */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    try {
      await this.limiter(name).consume(key);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }
}
