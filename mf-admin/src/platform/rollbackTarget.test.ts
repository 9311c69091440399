import type { PlatformApp } from '@optio/contracts/releases';
import { rollbackTarget } from './rollbackTarget';

const release = (version: string) => ({
  version,
  created_at: '2026-11-28T00:00:00.000Z',
  created_by: 'e2e',
  git_commit: null,
  contract_hash: 'c0ffee',
  size_bytes: 1024,
});

/** mf-public with releases `versions` (newest first) and `live` live. */
const app = (versions: string[], live: string | null): PlatformApp => ({
  app: 'mf-public',
  live: live ? release(live) : null,
  canary: null,
  history: versions.map(release),
});

describe('rollbackTarget', () => {
  it('is the release just older than the live one', () => {
    expect(rollbackTarget(app(['3', '2', '1'], '3'))).toBe('2');
  });

  it('follows the live release after a rollback, not the newest one', () => {
    expect(rollbackTarget(app(['3', '2', '1'], '2'))).toBe('1');
  });

  it('is none when the oldest release is live, as the server refuses it', () => {
    expect(rollbackTarget(app(['2', '1'], '1'))).toBeNull();
  });

  it('is none with no release live, no releases or no entry', () => {
    expect(rollbackTarget(app(['1'], null))).toBeNull();
    expect(rollbackTarget(app([], null))).toBeNull();
    expect(rollbackTarget(null)).toBeNull();
  });
});
