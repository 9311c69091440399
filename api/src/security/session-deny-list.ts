import type { Redis } from 'ioredis';
import type { RedisSubscriber } from './redis-subscriber';

const CHANNEL = 'optio_denied_sessions';
const KEY_PREFIX = 'optio_deny:';

/**
 * Sessions (refresh-token families) whose access tokens must stop working before they expire:
 * after logout and "sign out everywhere". Every access token names its family (`sid`), so the
 * check on each request is one Map lookup. An entry lives as long as an access token can, then
 * goes. With Redis, a denial is published to every replica and kept as a key with that TTL, so a
 * replica started later loads it too (the same Redis the rate limits share).
 */
export class SessionDenyList {
  private readonly denied = new Map<string, number>();

  constructor(
    private readonly ttlSec: number,
    private readonly now: () => Date,
    private readonly redis?: Redis,
    /** Told when a denial could not be shared (Redis unreachable); the local one still holds. */
    private readonly onShareError: (err: unknown) => void = () => {},
  ) {}

  /** The hot path: O(1), no I/O. */
  has(sid: string): boolean {
    if (this.denied.size === 0) return false;
    const until = this.denied.get(sid);
    if (until === undefined) return false;
    if (until > this.now().getTime()) return true;
    this.denied.delete(sid);
    return false;
  }

  private remember(sid: string, until: number): void {
    // Expired entries are dropped as they are met; a sweep on growth keeps the map bounded.
    if (this.denied.size > 10_000) {
      const t = this.now().getTime();
      for (const [k, v] of this.denied) if (v <= t) this.denied.delete(k);
    }
    this.denied.set(sid, until);
  }

  async deny(sids: Iterable<string>): Promise<void> {
    const until = this.now().getTime() + this.ttlSec * 1000;
    const list = [...new Set(sids)];
    for (const sid of list) this.remember(sid, until);
    if (!this.redis || list.length === 0) return;
    const multi = this.redis.multi();
    for (const sid of list) multi.set(KEY_PREFIX + sid, String(until), 'EX', this.ttlSec);
    multi.publish(CHANNEL, JSON.stringify({ sids: list, until }));
    // The refresh families are already revoked and this replica denies the tokens: a Redis outage
    // must not turn a sign-out into an error. Other replicas accept them until they expire.
    try {
      await multi.exec();
    } catch (err) {
      this.onShareError(err);
    }
  }

  /**
   * Joins the other replicas: subscribes to denials (on the replica's one subscriber
   * connection) and loads the ones still in force.
   */
  async start(subscriber: RedisSubscriber | undefined): Promise<void> {
    if (!this.redis || !subscriber) return;
    await subscriber.subscribe(CHANNEL, (payload) => {
      try {
        const { sids, until } = JSON.parse(payload) as { sids: string[]; until: number };
        for (const sid of sids) this.remember(sid, until);
      } catch {
        // A malformed message is not ours to act on.
      }
    });
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) {
        const values = await this.redis.mget(...keys);
        keys.forEach((key, i) => {
          const until = Number(values[i]);
          if (Number.isFinite(until)) this.remember(key.slice(KEY_PREFIX.length), until);
        });
      }
    } while (cursor !== '0');
  }
}
