import { parseRegistry } from '../registry/parseRegistry';
import { resolveOwner } from '../registry/resolveOwner';
import { worthLoadingAhead } from './warmUp';

const registry = parseRegistry({
  remotes: [
    { name: 'mf_auth', manifest: '/a.json', module: './App', routes: [{ path: '/login' }] },
    {
      name: 'mf_student',
      manifest: '/s.json',
      module: './App',
      routes: [{ path: '/dashboard', auth: true }],
    },
    {
      name: 'mf_admin',
      manifest: '/ad.json',
      module: './App',
      routes: [{ path: '/admin', roles: ['admin'] }],
    },
  ],
});
const owner = (path: string) => resolveOwner(registry, path);

describe('which page the app loads ahead of its first render', () => {
  it('loads a public page for anyone', () => {
    expect(worthLoadingAhead(owner('/login'), '')).toBe(true);
  });

  it('loads a page behind sign-in only when the signed-in marker is there', () => {
    expect(worthLoadingAhead(owner('/dashboard'), 'theme=dark')).toBe(false);
    expect(worthLoadingAhead(owner('/dashboard'), 'x=1; optio_signed_in=1')).toBe(true);
    expect(worthLoadingAhead(owner('/dashboard'), '__Host-optio_signed_in=1')).toBe(true);
    expect(worthLoadingAhead(owner('/dashboard'), 'not_optio_signed_in=1')).toBe(false);
    expect(worthLoadingAhead(owner('/admin'), '')).toBe(false);
    expect(worthLoadingAhead(owner('/admin'), 'optio_signed_in=1')).toBe(true);
  });

  it('loads nothing for a path no remote owns', () => {
    expect(worthLoadingAhead(owner('/nowhere'), 'optio_signed_in=1')).toBe(false);
  });
});
