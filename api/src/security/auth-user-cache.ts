import type { AuthUser } from '../db/types';

/** A cached user with its password version (ms), parsed once rather than on every request. */
export interface AuthUserEntry {
  user: AuthUser;
  passwordVersion: number;
  at: number;
}

/**
 * The authorization hook's user read, cached per process for at most `ttlMs` (1 s). Every write
 * that changes a user's access (role, tier, password, consent, verification, activation) calls
 * `invalidate(id)`: in this process the change is immediate, and with Redis the other replicas
 * are told at once (security/auth-user-invalidation.ts); without it they see it within the TTL.
 */
export class AuthUserCache {
  private readonly entries = new Map<string, AuthUserEntry>();

  constructor(
    private readonly load: (id: string) => Promise<AuthUser | undefined>,
    private readonly ttlMs = 1000,
    private readonly max = 10_000,
  ) {}

  /** The fresh cached entry, synchronously (the hot path needs no promise); else undefined. */
  peek(id: string): AuthUserEntry | undefined {
    const hit = this.entries.get(id);
    return hit && Date.now() - hit.at < this.ttlMs ? hit : undefined;
  }

  /** The cached entry, or the user read from the database (and cached). */
  async lookup(id: string): Promise<AuthUserEntry | undefined> {
    const hit = this.peek(id);
    if (hit) return hit;
    const now = Date.now();
    const user = await this.load(id);
    if (!user) {
      this.entries.delete(id);
      return undefined;
    }
    if (this.entries.size >= this.max) this.entries.clear();
    const entry = { user, passwordVersion: Date.parse(user.password_changed_at), at: now };
    this.entries.set(id, entry);
    return entry;
  }

  async get(id: string): Promise<AuthUser | undefined> {
    return (await this.lookup(id))?.user;
  }

  private readonly listeners: ((id: string) => void)[] = [];

  /** Drops this process's entry and tells the listeners (the other replicas). */
  invalidate(id: string): void {
    this.entries.delete(id);
    for (const listener of this.listeners) listener(id);
  }

  /** Drops this process's entry only: another replica already changed the user. */
  forget(id: string): void {
    this.entries.delete(id);
  }

  onInvalidate(listener: (id: string) => void): void {
    this.listeners.push(listener);
  }
}
