import type { AuthUser } from '../db/types';

/**
 * The authorization hook's user read, cached per process for at most `ttlMs` (1 s). Every write
 * that changes a user's access (password, consent, verification, activation) calls
 * `invalidate(id)`, so in one process the change is immediate; across API replicas it takes
 * effect within the TTL.
 */
export class AuthUserCache {
  private readonly entries = new Map<string, { user: AuthUser; at: number }>();

  constructor(
    private readonly load: (id: string) => Promise<AuthUser | undefined>,
    private readonly ttlMs = 1000,
    private readonly max = 10_000,
  ) {}

  async get(id: string): Promise<AuthUser | undefined> {
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && now - hit.at < this.ttlMs) return hit.user;
    const user = await this.load(id);
    if (!user) {
      this.entries.delete(id);
      return undefined;
    }
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(id, { user, at: now });
    return user;
  }

  invalidate(id: string): void {
    this.entries.delete(id);
  }
}
