import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { originsInRegistry } from '../src/lib/static/registry';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
let root: string;
const BIG_JS = `console.log(${JSON.stringify('optio '.repeat(2000))});`;

beforeAll(async () => {
  server = await startServer();
  root = server.config.staticRoot;
  mkdirSync(join(root, 'mf-student', 'dist'), { recursive: true });
  mkdirSync(join(root, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'registry.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'mf_student',
          manifest: '/remotes/mf-student/mf-manifest.json',
          routes: ['/dashboard'],
        },
        {
          name: 'mf_public',
          manifest: 'https://cdn.example.com/mf-public/mf-manifest.json',
          routes: ['/'],
        },
      ],
    }),
  );
  writeFileSync(join(root, 'mf-student', 'dist', 'mf-manifest.json'), '{"id":"mf_student"}');
  writeFileSync(join(root, 'mf-student', 'dist', 'remoteEntry.js'), 'var mf_student;');
  writeFileSync(join(root, 'mf-student', 'dist', 'main.3f2a9c1b.js'), BIG_JS);
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>Optio</title><div id="root"></div>',
  );
  writeFileSync(join(root, 'shell', 'dist', 'assets', 'app.a1b2c3d4e5.js'), BIG_JS);
  writeFileSync(join(root, 'shell', 'dist', 'robots.txt'), 'User-agent: *');
});
afterAll(async () => {
  await server.close();
});

// max-age=0 is what a browser sends when it revalidates; without it fetch adds no-cache to any
// conditional request, which asks for a full answer (an end-to-end reload).
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { 'cache-control': 'max-age=0', ...headers } });

describe('registry', () => {
  it('serves the registry with no-store (it differs per visitor while a canary runs)', async () => {
    const res = await get('/registry.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { remotes: unknown[] }).remotes).toHaveLength(2);
  });

  it('builds the CSP from exactly the absolute origins in the registry', async () => {
    const csp = (await get('/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    expect(csp).toContain("style-src 'self' https://cdn.example.com");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(
      originsInRegistry({
        a: 'http://x.test:3001/m.json',
        b: '/rel.json',
        c: ['https://y.test/a'],
      }),
    ).toEqual(['http://x.test:3001', 'https://y.test']);
  });
});

describe('remotes', () => {
  it('serves manifests and entries with no-cache and CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await get(`/remotes/mf-student/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    const manifest = await get('/remotes/mf-student/mf-manifest.json');
    expect(manifest.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('serves hashed chunks immutable and compressed', async () => {
    const res = await get('/remotes/mf-student/main.3f2a9c1b.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const raw = await fetch(server.url + '/remotes/mf-student/main.3f2a9c1b.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(raw.headers.get('content-encoding')).toBe('br');
    expect(await raw.text()).toBe(BIG_JS);
    expect(gunzipSync).toBeDefined();
  });

  it('404s for unknown apps, traversal and missing files', async () => {
    expect((await get('/remotes/shell/index.html')).status).toBe(404);
    expect((await get('/remotes/mf-student/..%2F..%2Fregistry.json')).status).toBe(404);
    expect((await get('/remotes/mf-student/nope.js')).status).toBe(404);
    expect((await get('/remotes/mf-Student/remoteEntry.js')).status).toBe(404);
  });

  it('answers 404 at once when dist disappears and serves again when it is back (no restart)', async () => {
    const dist = join(root, 'mf-student', 'dist');
    renameSync(dist, `${dist}.off`);
    try {
      expect((await get('/remotes/mf-student/mf-manifest.json')).status).toBe(404);
    } finally {
      renameSync(`${dist}.off`, dist);
    }
    expect((await get('/remotes/mf-student/mf-manifest.json')).status).toBe(200);
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await get('/remotes/mf-student/remoteEntry.js');
    const etag = first.headers.get('etag')!;
    const second = await get('/remotes/mf-student/remoteEntry.js', { 'if-none-match': etag });
    expect(second.status).toBe(304);
  });
});

// Served by @fastify/send (see bench-results/static.json for why not our own sender).
describe('conditional requests and ranges', () => {
  const FILE = '/remotes/mf-student/main.3f2a9c1b.js';
  const plain = { 'accept-encoding': 'identity' };
  const meta = async () => {
    const res = await get(FILE, plain);
    await res.arrayBuffer();
    return { etag: res.headers.get('etag')!, modified: res.headers.get('last-modified')! };
  };

  it('answers 304 when any ETag of an If-None-Match list matches, and 200 when none does or on a hard reload', async () => {
    const { etag } = await meta();
    const listed = await get(FILE, { ...plain, 'if-none-match': `W/"nope", ${etag}, "other"` });
    expect(listed.status).toBe(304);
    expect(await listed.text()).toBe('');
    expect(listed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(FILE, { ...plain, 'if-none-match': '*' })).status).toBe(304);
    const reload = await get(FILE, {
      ...plain,
      'if-none-match': etag,
      'cache-control': 'no-cache',
    });
    expect(reload.status).toBe(200);
    await reload.arrayBuffer();
    const none = await get(FILE, { ...plain, 'if-none-match': 'W/"nope", "other"' });
    expect(none.status).toBe(200);
    expect(await none.text()).toBe(BIG_JS);
  });

  it('honours If-Modified-Since (and lets If-None-Match take precedence)', async () => {
    const { modified } = await meta();
    const fresh = await get(FILE, { ...plain, 'if-modified-since': modified });
    expect(fresh.status).toBe(304);
    const old = await get(FILE, {
      ...plain,
      'if-modified-since': new Date(Date.parse(modified) - 60_000).toUTCString(),
    });
    expect(old.status).toBe(200);
    await old.arrayBuffer();
    const mismatch = await get(FILE, {
      ...plain,
      'if-none-match': '"nope"',
      'if-modified-since': modified,
    });
    expect(mismatch.status).toBe(200);
    await mismatch.arrayBuffer();
  });

  it('serves a byte range (206), refuses an unsatisfiable one (416), and ignores a stale If-Range', async () => {
    const part = await get(FILE, { ...plain, range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${BIG_JS.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(await part.text()).toBe(BIG_JS.slice(0, 10));
    const tail = await get(FILE, { ...plain, range: 'bytes=-5' });
    expect(await tail.text()).toBe(BIG_JS.slice(-5));
    const beyond = await get(FILE, { ...plain, range: `bytes=${BIG_JS.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${BIG_JS.length}`);
    await beyond.arrayBuffer();
    const { etag } = await meta();
    const current = await get(FILE, { ...plain, range: 'bytes=0-9', 'if-range': etag });
    expect(current.status).toBe(206);
    await current.arrayBuffer();
    const stale = await get(FILE, { ...plain, range: 'bytes=0-9', 'if-range': 'W/"old"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(BIG_JS);
  });
});

describe('shell', () => {
  it('serves index.html at / with no-cache and security headers', async () => {
    const res = await get('/', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('falls back to index.html for any HTML navigation, including unknown paths', async () => {
    for (const path of ['/dashboard', '/parent/dashboard/123', '/no/such/page']) {
      const res = await get(path, { accept: 'text/html,application/xhtml+xml' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('serves hashed assets immutable and plain files no-cache; missing assets 404', async () => {
    const asset = await get('/assets/app.a1b2c3d4e5.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/missing.1234abcd.js')).status).toBe(404);
  });

  it('does not serve the SPA for /api paths', async () => {
    const res = await get('/api/unknown', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('says the apps are not built when shell/dist is missing', async () => {
    const dist = join(root, 'shell', 'dist');
    renameSync(dist, `${dist}.off`);
    try {
      const res = await get('/', { accept: 'text/html' });
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/not built/);
    } finally {
      renameSync(`${dist}.off`, dist);
    }
  });

  it('registry 404 when the file is missing', async () => {
    rmSync(join(root, 'registry.json'));
    expect((await get('/registry.json')).status).toBe(404);
  });
});
