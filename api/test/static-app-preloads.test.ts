import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from './helpers';

// A page the app renders is served with preloads for the remote that owns it (its manifest,
// entry, exposed module and the shared modules the shell does not provide), so they download
// beside the shell's scripts; a page behind sign-in gets them only with the signed-in marker.
let server: TestServer;
let root: string;
const INDEX =
  '<!doctype html><html lang="en"><head><title>Optio</title></head>' +
  '<body><div id="root"></div><script src="/main.0123456789.js"></script></body></html>';

const manifest = (exposes: unknown[], shared: unknown[]) => ({
  name: 'mf_student',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes,
  shared,
});

beforeAll(async () => {
  server = await startServer();
  root = server.config.staticRoot;
  const shellDist = join(root, 'shell', 'dist');
  const studentDist = join(root, 'mf-student', 'dist');
  mkdirSync(shellDist, { recursive: true });
  mkdirSync(studentDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX);
  writeFileSync(
    join(shellDist, 'mf-manifest.json'),
    JSON.stringify(manifest([], [{ name: 'react', assets: { js: { sync: ['react.js'] } } }])),
  );
  writeFileSync(
    join(studentDist, 'mf-manifest.json'),
    JSON.stringify(
      manifest(
        [
          {
            path: './App',
            assets: {
              js: { sync: ['__federation_expose_App.abc123.js'], async: ['lazy.def456.js'] },
              css: { sync: ['__federation_expose_App.abc123.css'], async: [] },
            },
          },
        ],
        [
          // Provided by the shell: the remote never loads its own copy.
          { name: 'react', assets: { js: { sync: ['remote-react.111111.js'], async: [] } } },
          // Not provided by the shell: the remote's copy loads with the page.
          {
            name: '@optio/contracts',
            assets: { js: { sync: ['415.222222.js', '../escape.js'], async: [] } },
          },
        ],
      ),
    ),
  );
  writeFileSync(
    join(root, 'registry.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'mf_student',
          manifest: '/remotes/mf-student/mf-manifest.json',
          module: './App',
          routes: [{ path: '/dashboard', auth: true }, { path: '/catalogue' }],
        },
      ],
    }),
  );
});
afterAll(async () => {
  await server.close();
});

const page = (path: string, cookie?: string) =>
  fetch(server.url + path, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  }).then(async (res) => ({ status: res.status, html: await res.text() }));
const signedIn = () => `${server.app.ctx.cookies.signedIn}=1`;
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);

describe('preloads for the remote that owns a page', () => {
  it('lists the manifest, entry, exposed files and unprovided shared modules for a signed-in visitor', async () => {
    const { status, html } = await page('/dashboard', signedIn());
    expect(status).toBe(200);
    expect(preloads(html)).toEqual([
      '/remotes/mf-student/mf-manifest.json',
      '/remotes/mf-student/remoteEntry.js',
      '/remotes/mf-student/__federation_expose_App.abc123.js',
      '/remotes/mf-student/415.222222.js',
      '/remotes/mf-student/__federation_expose_App.abc123.css',
    ]);
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-student/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-student/__federation_expose_App.abc123.css" as="style">',
    );
    // Lazy chunks, the shell's own shared modules and names that leave the folder are not preloaded.
    expect(html).not.toContain('lazy.def456.js');
    expect(html).not.toContain('remote-react');
    expect(html).not.toContain('escape.js');
    // The rest of index.html is untouched.
    expect(html).toContain('<script src="/main.0123456789.js"></script>');
  });

  it('preloads nothing behind sign-in for a visitor without the signed-in marker', async () => {
    const { status, html } = await page('/dashboard');
    expect(status).toBe(200);
    expect(html).toBe(INDEX);
  });

  it('preloads a public page for anyone, and a page under a route like the route itself', async () => {
    expect(preloads((await page('/catalogue')).html)).toContain(
      '/remotes/mf-student/remoteEntry.js',
    );
    expect(preloads((await page('/dashboard/week', signedIn())).html)).toContain(
      '/remotes/mf-student/remoteEntry.js',
    );
  });

  it('serves the plain index.html for a path no remote owns', async () => {
    const { status, html } = await page('/nowhere', signedIn());
    expect(status).toBe(200);
    expect(html).toBe(INDEX);
  });
});
