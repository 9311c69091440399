import { hash, verify } from '@node-rs/argon2';
import type { HashParams } from '../config';

/** argon2id (the library default algorithm) at the configured cost. */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly params: HashParams) {}

  hash(password: string): Promise<string> {
    return hash(password, { ...this.params, outputLen: 32 });
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real verify, so an unknown e-mail cannot be told apart by timing. */
  async dummyVerify(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy-password-for-timing-equalisation');
    await this.verify(await this.dummy, password);
    return false;
  }
}
