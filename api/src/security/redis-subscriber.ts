import type { Redis } from 'ioredis';

/**
 * One Redis subscriber connection for every channel this replica listens on (the session deny
 * list, the auth-cache invalidations): a connection in subscribe mode can do nothing else, so
 * it is opened once, beside the command connection, and each channel gets its handler.
 */
export class RedisSubscriber {
  private readonly connection: Redis;
  private readonly handlers = new Map<string, (message: string) => void>();

  /** `onError` hears a connection that fails (the listeners then miss messages until it is back). */
  constructor(redis: Redis, onError: (err: unknown) => void) {
    this.connection = redis.duplicate();
    this.connection.on('error', onError);
    this.connection.on('message', (channel: string, message: string) =>
      this.handlers.get(channel)?.(message),
    );
  }

  /** Delivers every message published on `channel` to `handler` from now on. */
  async subscribe(channel: string, handler: (message: string) => void): Promise<void> {
    this.handlers.set(channel, handler);
    await this.connection.subscribe(channel);
  }

  close(): void {
    this.connection.disconnect();
  }
}
