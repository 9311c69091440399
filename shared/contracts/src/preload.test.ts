import { preloadKind } from './preload';

describe('preloadKind', () => {
  it('preloads a manifest as a CORS fetch, as the MF runtime requests it', () => {
    expect(preloadKind('/remotes/mf-auth/mf-manifest.json')).toEqual({
      as: 'fetch',
      crossOrigin: true,
    });
  });

  it('preloads stylesheets as style and everything else as script, without CORS', () => {
    expect(preloadKind('/remotes/mf-auth/page.1a2b.css')).toEqual({
      as: 'style',
      crossOrigin: false,
    });
    expect(preloadKind('/remotes/mf-auth/remoteEntry.js')).toEqual({
      as: 'script',
      crossOrigin: false,
    });
  });

  it('reads the path, not a query string', () => {
    expect(preloadKind('/remotes/mf-auth/mf-manifest.json?v=2').as).toBe('fetch');
    expect(preloadKind('/styles.css#x').as).toBe('style');
  });
});
