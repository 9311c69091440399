import type { Redis } from 'ioredis';
import type { AuthUserCache } from './auth-user-cache';
import type { RedisSubscriber } from './redis-subscriber';

const CHANNEL = 'optio_auth_users';

/**
 * Shares the auth cache's invalidations between API replicas through Redis pub/sub: a role,
 * tier, password or active-state change on one replica drops the user's cached entry on every
 * other one at once, instead of when its TTL runs out. A lost message (Redis down) costs no more
 * than the TTL, so publishing errors are reported, never thrown into the write that caused them.
 */
export async function shareAuthUserInvalidations(
  cache: AuthUserCache,
  redis: Redis,
  subscriber: RedisSubscriber,
  onError: (err: unknown) => void,
): Promise<void> {
  await subscriber.subscribe(CHANNEL, (id) => cache.forget(id));
  cache.onInvalidate((id) => {
    redis.publish(CHANNEL, id).catch(onError);
  });
}
