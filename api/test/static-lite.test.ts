import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from './helpers';

// A page served without the app (api/src/lib/static/lite.ts): the shell's dist/lite.html with
// the owning remote's dist/lite.json page in it, for visitors without the signed-in cookie.
let server: TestServer;
let root: string;
const INDEX =
  '<!doctype html><html lang="en"><head><meta name="description" content="Optio"><title>Optio</title></head>' +
  '<body><div id="root"><main><!--optio:outlet--></main></div></body></html>';
const LITE_SHELL =
  '<!doctype html><html lang="en" data-lite=""><head><meta name="description" content="Optio"><title>Optio</title>' +
  '<style>.shell{color:red}</style><script src="/islands.0123456789.js" defer></script>' +
  '<script type="application/json" id="optio-app">{"scripts":["/main.0123456789.js"],"litePaths":[]}</script></head>' +
  '<body><div id="root"><main><!--optio:outlet--></main></div></body></html>';
const TERMS = {
  title: 'Terms — Optio',
  description: 'The terms',
  html: '<article><h1>Terms of Service</h1></article>',
  css: '.pub-content{margin:0}',
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { accept: 'text/html', ...headers } });

beforeAll(async () => {
  server = await startServer();
  root = server.config.staticRoot;
  mkdirSync(join(root, 'mf-public', 'dist'), { recursive: true });
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), INDEX);
  writeFileSync(join(root, 'shell', 'dist', 'lite.html'), LITE_SHELL);
  writeFileSync(
    join(root, 'registry.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'mf_public',
          manifest: '/remotes/mf-public/mf-manifest.json',
          routes: [{ path: '/', exact: true }, { path: '/terms' }, { path: '/promo' }],
        },
      ],
    }),
  );
  writeFileSync(
    join(root, 'mf-public', 'dist', 'lite.json'),
    JSON.stringify({ '/terms': TERMS, '/': { ...TERMS, title: 'Optio' } }),
  );
});
afterAll(async () => {
  await server.close();
});

describe('pages served without the app', () => {
  it('composes the page, its inlined CSS and the lite paths; the CSP allows exactly those styles', async () => {
    const res = await get('/terms');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const html = await res.text();
    expect(html).toContain('<title>Terms — Optio</title>');
    expect(html).toContain('<main><article><h1>Terms of Service</h1></article></main>');
    expect(html).toContain('<style>.pub-content{margin:0}</style></head>');
    expect(html).toContain('"litePaths":["/terms","/"]');
    expect(html).not.toContain('<!--optio:outlet-->');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(sha256('.shell{color:red}'));
    expect(csp).toContain(sha256('.pub-content{margin:0}'));
    expect(csp).not.toContain('unsafe-inline');
  });

  it('a trailing slash is the same page; a path without a lite page gets the app', async () => {
    expect(await (await get('/terms/')).text()).toContain('Terms of Service');
    expect(await (await get('/promo')).text()).toBe(INDEX);
  });

  it('a visitor who may be signed in gets the app instead', async () => {
    const html = await (await get('/terms', { cookie: 'optio_signed_in=1' })).text();
    expect(html).toBe(INDEX);
  });

  it('a page under a route is served lite by the remote owning that route', async () => {
    const promo = { ...TERMS, title: 'Credit tracker', html: '<h1>Credits that add up</h1>' };
    writeFileSync(
      join(root, 'mf-public', 'dist', 'lite.json'),
      JSON.stringify({ '/terms': TERMS, '/promo/credit-tracker': promo }),
    );
    const html = await (await get('/promo/credit-tracker')).text();
    expect(html).toContain('<main><h1>Credits that add up</h1></main>');
    expect(html).toContain('"litePaths":["/terms","/promo/credit-tracker"]');
    // A path that only starts like a route is not under it.
    expect(await (await get('/promotions')).text()).toBe(INDEX);
  });

  it('a redeployed remote changes the page at once; a malformed entry falls back to the app', async () => {
    const lite = join(root, 'mf-public', 'dist', 'lite.json');
    writeFileSync(lite, JSON.stringify({ '/terms': { ...TERMS, html: '<h1>New terms</h1>' } }));
    expect(await (await get('/terms')).text()).toContain('<h1>New terms</h1>');
    writeFileSync(lite, JSON.stringify({ '/terms': { ...TERMS, css: 42 } }));
    expect(await (await get('/terms')).text()).toBe(INDEX);
  });
});

describe('the app behind a lite page', () => {
  it('lists, for each link into the app, the files of the remote that renders it', async () => {
    const authDist = join(root, 'mf-auth', 'dist');
    mkdirSync(authDist, { recursive: true });
    writeFileSync(
      join(authDist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        exposes: [{ path: './App', assets: { js: { sync: ['App.abc123.js'] }, css: {} } }],
        shared: [],
      }),
    );
    writeFileSync(
      join(root, 'registry.json'),
      JSON.stringify({
        remotes: [
          {
            name: 'mf_public',
            manifest: '/remotes/mf-public/mf-manifest.json',
            routes: [{ path: '/', exact: true }, { path: '/terms' }],
          },
          {
            name: 'mf_auth',
            manifest: '/remotes/mf-auth/mf-manifest.json',
            routes: [{ path: '/login' }],
          },
          {
            name: 'mf_student',
            manifest: '/remotes/mf-student/mf-manifest.json',
            routes: [{ path: '/dashboard', auth: true }],
          },
        ],
      }),
    );
    const links =
      '<a href="/login?next=%2F">Login</a><a href="/dashboard">Dashboard</a>' +
      '<a href="/">Home</a><a href="//elsewhere.example/login">Away</a>';
    writeFileSync(
      join(root, 'mf-public', 'dist', 'lite.json'),
      JSON.stringify({ '/terms': { ...TERMS, html: links }, '/': TERMS }),
    );
    const html = await (await get('/terms')).text();
    const app = JSON.parse(
      /<script type="application\/json" id="optio-app">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { remotes: Record<string, string[]>; litePaths: string[] };
    // A page behind sign-in (the visitor is signed out), a lite page and another origin: none.
    expect(app.remotes).toEqual({
      '/login': [
        '/remotes/mf-auth/mf-manifest.json',
        '/remotes/mf-auth/remoteEntry.js',
        '/remotes/mf-auth/App.abc123.js',
      ],
    });
    expect(app.litePaths).toEqual(['/terms', '/']);
  });
});
