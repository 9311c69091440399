import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { PERMISSIONS_POLICY } from '../src/lib/static/headers';
import { startServer, type TestServer } from './helpers';

// What a production deployment shows the world: no API map, no source maps, locked-down pages.
const SECRETS = { JWT_SECRET: 'j'.repeat(40), CSRF_SECRET: 'c'.repeat(40) };
const INDEX =
  '<!doctype html><html lang="en"><head><meta name="description" content="Optio"><title>Optio</title></head>' +
  '<body><div id="root"><main><!--optio:outlet--></main></div></body></html>';

function writeApps(root: string): void {
  const shell = join(root, 'shell', 'dist');
  const pub = join(root, 'mf-public', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(pub, { recursive: true });
  writeFileSync(join(shell, 'index.html'), INDEX);
  writeFileSync(join(shell, 'main.0123456789.js'), 'console.log(1);');
  writeFileSync(join(shell, 'main.0123456789.js.map'), '{"version":3}');
  writeFileSync(join(pub, 'App.0123456789.js.map'), '{"version":3}');
  writeFileSync(
    join(root, 'registry.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'mf_public',
          manifest: '/remotes/mf-public/mf-manifest.json',
          routes: [{ path: '/', exact: true }],
        },
      ],
    }),
  );
  writeFileSync(
    join(pub, 'prerender.json'),
    JSON.stringify({
      '/': {
        title: 'Optio',
        description: 'Landing',
        html: '<div class="bar"><span style="width:40%"></span><span style="width:40%"></span><b style="color:red">!</b></div>',
        stylesheets: [],
        scripts: [],
      },
    }),
  );
}

describe('production configuration', () => {
  it('requires https for TUTOR_API_URL and every outbound URL in production, and hides the docs unless OPTIO_PUBLIC_DOCS=1', () => {
    const prod = {
      NODE_ENV: 'production',
      ...SECRETS,
      PUBLIC_URL: 'https://optio.example',
      SMTP_URL: 'smtp://mail.example',
    };
    expect(() => loadConfig({ ...prod, TUTOR_API_URL: 'http://llm.example/v1' })).toThrow(
      /TUTOR_API_URL must be an https/,
    );
    expect(loadConfig({ ...prod, TUTOR_API_URL: 'https://llm.example/v1' }).tutor.apiUrl).toBe(
      'https://llm.example/v1',
    );
    // Every other URL the server sends data to: the safety provider, object storage.
    expect(() => loadConfig({ ...prod, SAFETY_API_URL: 'http://moderation.example/v1' })).toThrow(
      'SAFETY_API_URL must be an https:// URL when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...prod, S3_ENDPOINT: 'http://s3.example' })).toThrow(
      'S3_ENDPOINT must be an https:// URL when NODE_ENV=production',
    );
    expect(
      loadConfig({ ...prod, SAFETY_API_URL: 'https://moderation.example/v1' }).safety?.apiUrl,
    ).toBe('https://moderation.example/v1');
    expect(loadConfig(prod).publicDocs).toBe(false);
    expect(loadConfig({ ...prod, OPTIO_PUBLIC_DOCS: '1' }).publicDocs).toBe(true);
    // Outside production a local http tutor (a stub, a model on the same machine) is fine.
    expect(loadConfig({ TUTOR_API_URL: 'http://127.0.0.1:9/v1' }).tutor.apiUrl).toBe(
      'http://127.0.0.1:9/v1',
    );
    expect(loadConfig({}).publicDocs).toBe(true);
  });
});

describe.each([
  ['hidden (production default)', false],
  ['public (OPTIO_PUBLIC_DOCS=1)', true],
])('docs and source maps %s', (_label, publicDocs) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ publicDocs });
    writeApps(server.config.staticRoot);
  });
  afterAll(async () => {
    await server.close();
  });
  const status = async (path: string) => {
    const res = await fetch(server.url + path);
    await res.arrayBuffer();
    return res.status;
  };

  it('serves the OpenAPI document, swagger-ui and source maps only when enabled', async () => {
    const expected = publicDocs ? 200 : 404;
    expect(await status('/api/docs/json')).toBe(expected);
    expect(await status('/api/docs')).toBe(expected);
    expect(await status('/main.0123456789.js.map')).toBe(expected);
    expect(await status('/remotes/mf-public/App.0123456789.js.map')).toBe(expected);
    // The code itself is served either way.
    expect(await status('/main.0123456789.js')).toBe(200);
  });
});

describe('page and API headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    writeApps(server.config.staticRoot);
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends a Permissions-Policy on pages, files and API answers', async () => {
    for (const path of ['/', '/main.0123456789.js', '/api/settings']) {
      const res = await fetch(server.url + path);
      await res.arrayBuffer();
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it("has no 'unsafe-inline' styles: a prerendered page's style attributes are allowed by hash", async () => {
    const res = await fetch(server.url + '/', { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain('style="width:40%"');
    const csp = res.headers.get('content-security-policy')!;
    const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src'))!;
    expect(styleSrc).not.toContain('unsafe-inline');
    // sha256("width:40%") and sha256("color:red"), each once.
    expect(styleSrc.trim()).toBe(
      "style-src 'self' 'unsafe-hashes' 'sha256-utzSfCnLR1T19s6JseL5isSFFX7T11ZMQkrM9kq7t6c=' 'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='",
    );
    // A page without style attributes gets no hashes at all.
    const plain = await fetch(server.url + '/dashboard', { headers: { accept: 'text/html' } });
    await plain.arrayBuffer();
    expect(plain.headers.get('content-security-policy')).not.toContain('unsafe-hashes');
  });
});
