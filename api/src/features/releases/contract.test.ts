import { contractHash, contractProblems, parseContract, type AppContract } from './contract';
import { rolloutBucket, userRolloutKey } from './bucket';

const shell: AppContract = {
  app: 'shell',
  exposes: [],
  shared: {},
  provides: { react: '19.3.1', '@optio/ui': '1.0.0' },
};
const remote = (shared: Record<string, string>, exposes = ['./App']): AppContract => ({
  app: 'mf-public',
  exposes,
  shared,
  provides: {},
});

describe('contractProblems', () => {
  it('accepts a remote whose every range the shell satisfies', () => {
    expect(
      contractProblems(shell, remote({ react: '^19.0.9', '@optio/ui': '^1.0.0' }), ['./App']),
    ).toEqual([]);
  });

  it('names each unsatisfied range, missing package and missing module', () => {
    expect(
      contractProblems(shell, remote({ react: '^20.0.0', zod: '^4.0.0' }, ['./Other']), ['./App']),
    ).toEqual([
      'mf-public needs react ^20.0.0, but the shell provides 19.3.1',
      'mf-public needs zod ^4.0.0, which the shell does not provide',
      'mf-public does not expose ./App, which the registry loads',
    ]);
  });
});

describe('contract files', () => {
  it('hashes the same promises the same whatever the key order', () => {
    const a = remote({ react: '^19.0.0', '@optio/ui': '^1.0.0' });
    const b = remote({ '@optio/ui': '^1.0.0', react: '^19.0.0' });
    expect(contractHash(a)).toBe(contractHash(b));
    expect(contractHash(a)).not.toBe(
      contractHash(remote({ react: '^19.1.0', '@optio/ui': '^1.0.0' })),
    );
  });

  it('refuses a file that is not a contract, naming it', () => {
    expect(() => parseContract('{"app":1}', 'dist/contract.json')).toThrow(
      'dist/contract.json is not an app contract',
    );
    expect(() => parseContract('nope', 'x.json')).toThrow('x.json is not valid JSON');
  });
});

describe('rollout buckets', () => {
  it('puts one key in one bucket per app, and spreads keys over the range', () => {
    expect(rolloutBucket('mf-public', 'a.key')).toBe(rolloutBucket('mf-public', 'a.key'));
    const buckets = Array.from({ length: 1000 }, (_, i) => rolloutBucket('mf-public', `a.${i}`));
    const share = buckets.filter((b) => b < 50).length / buckets.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it('derives a signed-in key from the user id and the secret, naming no one', () => {
    const key = userRolloutKey('secret', 'user-1');
    expect(key).toBe(userRolloutKey('secret', 'user-1'));
    expect(key).not.toBe(userRolloutKey('other-secret', 'user-1'));
    expect(key).not.toContain('user-1');
  });
});
