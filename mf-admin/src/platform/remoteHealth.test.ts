import { checkRegistry, manifestVersion } from './remoteHealth';

const registry = {
  remotes: [
    { name: 'mf_public', manifest: '/remotes/mf-public/mf-manifest.json', routes: [{ path: '/' }] },
    { name: 'mf_gone', manifest: '/remotes/mf-gone/mf-manifest.json', routes: [{ path: '/gone' }] },
  ],
};

function fakeFetch(): typeof fetch {
  return (async (url: string) => {
    if (url === '/registry.json') return new Response(JSON.stringify(registry));
    if (url.includes('mf-public')) {
      return new Response(JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.3' } } }));
    }
    return new Response('not found', { status: 404 });
  }) as unknown as typeof fetch;
}

describe('remote health', () => {
  it('reads the build version from a manifest', () => {
    expect(manifestVersion({ metaData: { buildInfo: { buildVersion: '2.0.0' } } })).toBe('2.0.0');
    expect(manifestVersion({})).toBeNull();
  });

  it('reports each registered remote as ok or unreachable', async () => {
    const health = await checkRegistry(fakeFetch());
    expect(health.map((h) => [h.name, h.status, h.version])).toEqual([
      ['mf_public', 'ok', '1.2.3'],
      ['mf_gone', 'unreachable', null],
    ]);
  });
});
