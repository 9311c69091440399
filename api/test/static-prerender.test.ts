import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptedEncodings } from '../src/lib/static/precompressed';
import { startServer, type TestServer } from './helpers';

// Precompressed siblings (scripts/build.mjs writes them) and the prerendered landing page
// composed into the shell's chrome (shell/src/prerender.tsx, mf-public/src/prerender.tsx).
let server: TestServer;
let root: string;
const JS = `console.log(${JSON.stringify('landing '.repeat(500))});`;
const INDEX =
  '<!doctype html><html lang="en"><head><meta name="description" content="Optio"><title>Optio</title></head>' +
  '<body><div id="root" data-prerendered=""><main id="main-content"><!--$--><!--optio:outlet--><!--/$--></main></div></body></html>';
const LANDING = {
  title: 'Optio — Raise doers, not dependents.',
  description: 'Free to start & "no" card',
  html: '<div class="pub-page"><h1>Raise doers, not dependents.</h1></div>',
  stylesheets: ['__federation_expose_App.abc123.css'],
  scripts: ['remoteEntry.js', '__federation_expose_App.def456.js'],
};

const writeRegistry = (manifest: string) =>
  writeFileSync(
    join(root, 'registry.json'),
    JSON.stringify({
      remotes: [{ name: 'mf_public', manifest, routes: [{ path: '/', exact: true }] }],
    }),
  );
const writePrerender = (pages: unknown) =>
  writeFileSync(join(root, 'mf-public', 'dist', 'prerender.json'), JSON.stringify(pages));

beforeAll(async () => {
  server = await startServer();
  root = server.config.staticRoot;
  const publicDist = join(root, 'mf-public', 'dist');
  mkdirSync(publicDist, { recursive: true });
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), INDEX);
  const chunk = join(publicDist, 'main.0123456789.js');
  writeFileSync(chunk, JS);
  writeFileSync(`${chunk}.br`, brotliCompressSync(JS));
  writeFileSync(`${chunk}.gz`, gzipSync(JS));
  const stale = join(publicDist, 'stale.0123456789.js');
  writeFileSync(`${stale}.br`, 'not brotli at all');
  writeFileSync(stale, JS);
  // The sibling is older than the file: someone replaced the file without rebuilding.
  utimesSync(`${stale}.br`, new Date(2000, 0, 1), new Date(2000, 0, 1));
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers });

describe('precompressed files', () => {
  it('sends the brotli sibling to a client that accepts it', async () => {
    const res = await get('/remotes/mf-public/main.0123456789.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // Not the original's ETag: a cache must never answer a gzip client with brotli bytes.
    const original = await get('/remotes/mf-public/main.0123456789.js', {
      'accept-encoding': 'identity',
    });
    await original.arrayBuffer();
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    expect(res.headers.get('etag')).not.toBe(original.headers.get('etag'));
    expect(await res.text()).toBe(JS);
  });

  it('sends the gzip sibling to a gzip-only client', async () => {
    const res = await get('/remotes/mf-public/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(JS);
  });

  it('ignores a sibling older than its file and a refused encoding', async () => {
    const stale = await get('/remotes/mf-public/stale.0123456789.js', { 'accept-encoding': 'br' });
    expect(await stale.text()).toBe(JS);
    const refused = await get('/remotes/mf-public/main.0123456789.js', {
      'accept-encoding': 'br;q=0, gzip',
    });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
  });

  it('parses Accept-Encoding with weights', () => {
    expect([...acceptedEncodings('gzip;q=0.8, br , identity;q=0')]).toEqual(['gzip', 'br']);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe('prerendered landing page', () => {
  it('composes the remote’s page into the chrome: title, description, styles, preloads, markup', async () => {
    writeRegistry('/remotes/mf-public/mf-manifest.json');
    writePrerender({ '/': LANDING });
    const res = await get('/', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Optio — Raise doers, not dependents.</title>');
    expect(html).toContain('content="Free to start &#38; &#34;no&#34; card"');
    expect(html).toContain(
      '<link rel="stylesheet" href="/remotes/mf-public/__federation_expose_App.abc123.css">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-public/remoteEntry.js" as="script">',
    );
    expect(html).toContain(`<main id="main-content"><!--$-->${LANDING.html}<!--/$--></main>`);
    expect(html).not.toContain('<!--optio:outlet-->');
  });

  it('shows a redeployed page at once and only on its own path', async () => {
    writeRegistry('/remotes/mf-public/mf-manifest.json');
    writePrerender({ '/': { ...LANDING, html: '<h1>New words from marketing</h1>' } });
    expect(await (await get('/', { accept: 'text/html' })).text()).toContain(
      'New words from marketing',
    );
    const other = await (await get('/terms', { accept: 'text/html' })).text();
    expect(other).toBe(INDEX);
  });

  it('serves the plain shell when the page cannot be composed', async () => {
    // A remote on another origin: its files are not here.
    writeRegistry('https://cdn.example.com/mf-public/mf-manifest.json');
    writePrerender({ '/': LANDING });
    expect(await (await get('/', { accept: 'text/html' })).text()).toBe(INDEX);
    // A file name that would break out of the attribute is refused.
    writeRegistry('/remotes/mf-public/mf-manifest.json');
    writePrerender({ '/': { ...LANDING, stylesheets: ['x.css"><script>alert(1)</script>'] } });
    expect(await (await get('/', { accept: 'text/html' })).text()).toBe(INDEX);
    // No prerender file at all.
    writePrerender(null);
    expect(await (await get('/', { accept: 'text/html' })).text()).toBe(INDEX);
  });
});
