import { parseRegistry } from './parseRegistry';
import { resolveOwner } from './resolveOwner';

const registry = parseRegistry({
  remotes: [
    {
      name: 'mf_public',
      manifest: '/p.json',
      module: './App',
      routes: [{ path: '/', exact: true }, { path: '/promo' }],
    },
    {
      name: 'mf_student',
      manifest: '/s.json',
      module: './App',
      routes: [{ path: '/dashboard', auth: true }],
    },
    {
      name: 'mf_parent',
      manifest: '/pa.json',
      module: './App',
      routes: [{ path: '/parent/dashboard', roles: ['parent'] }],
    },
    { name: 'mf_other', manifest: '/o.json', module: './App', routes: [{ path: '/parent' }] },
  ],
});

describe('resolveOwner', () => {
  it('matches the landing page only exactly', () => {
    expect(resolveOwner(registry, '/')?.remote.name).toBe('mf_public');
    expect(resolveOwner(registry, '/nowhere')).toBeNull();
  });

  it('matches prefixes at segment boundaries only', () => {
    expect(resolveOwner(registry, '/promo/credit-tracker')?.remote.name).toBe('mf_public');
    expect(resolveOwner(registry, '/promotions')).toBeNull();
  });

  it('prefers the longest prefix', () => {
    expect(resolveOwner(registry, '/parent/dashboard/42')?.remote.name).toBe('mf_parent');
    expect(resolveOwner(registry, '/parent/settings')?.remote.name).toBe('mf_other');
  });

  it('marks role routes as needing sign-in', () => {
    expect(resolveOwner(registry, '/parent/dashboard')?.route).toMatchObject({
      auth: true,
      roles: ['parent'],
    });
  });
});

describe('parseRegistry', () => {
  it('drops malformed entries and keeps the rest', () => {
    const warn = jest.fn();
    const parsed = parseRegistry(
      {
        remotes: [
          { name: 'mf-bad-name', manifest: '/x.json', routes: [] },
          { name: 'mf_ok', manifest: '/ok.json', routes: [{ path: 'no-slash' }] },
          { name: 'mf_good', manifest: '/good.json', routes: [{ path: '/good' }] },
        ],
      },
      warn,
    );
    expect(parsed.remotes.map((r) => r.name)).toEqual(['mf_good']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refuses a document without a remotes list', () => {
    expect(() => parseRegistry({})).toThrow('Registry has no "remotes" list');
  });
});
