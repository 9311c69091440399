import type { Redis } from 'ioredis';
import type { AuthUserCache } from './auth-user-cache';

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
  onError: (err: unknown) => void,
): Promise<{ close(): void }> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, id: string) => cache.forget(id));
  // A subscriber that cannot connect reports through the same channel as a failed publish.
  subscriber.on('error', onError);
  await subscriber.subscribe(CHANNEL);
  cache.onInvalidate((id) => {
    redis.publish(CHANNEL, id).catch(onError);
  });
  return { close: () => subscriber.disconnect() };
}
