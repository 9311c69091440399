import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { originsInRegistry } from '../src/features/static/registry';
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

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers });

describe('registry', () => {
  it('serves the registry file with no-cache', async () => {
    const res = await get('/registry.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
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
