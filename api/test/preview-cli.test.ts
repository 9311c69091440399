import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer, type TestServer } from './helpers';
import { writeSite } from './release-fixtures';

// `npm run preview -- <app>` as an editor runs it (api/src/cli/preview.ts) against a live test
// server, with a stand-in for the app build (OPTIO_RELEASE_BUILD) writing a draft landing.
const REPO = resolve(__dirname, '..', '..');
jest.setTimeout(120_000);
const TSX = join(REPO, 'api', 'node_modules', '.bin', 'tsx');
const CLI = join(REPO, 'api', 'src', 'cli', 'preview.ts');

const page = (text: string) =>
  JSON.stringify({
    '/': { title: text, description: 'd', html: `<p>${text}</p>`, stylesheets: [], scripts: [] },
  });

let server: TestServer;
let fakeBuild: string;

beforeAll(async () => {
  server = await startServer();
  writeSite(server);
  writeFileSync(
    join(server.config.staticRoot, 'mf-public', 'dist', 'prerender.json'),
    page('Live landing'),
  );
  fakeBuild = join(server.dataDir, 'fake-build.mjs');
  writeFileSync(
    fakeBuild,
    `import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const [app, out] = process.argv.slice(2);
if (process.env.FAKE_BUILD === 'fail') {
  console.error('mf-public content has 1 problem(s):\\n  mf-public/content/promo/index.es.md:2: missing title');
  process.exit(1);
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'mf-manifest.json'), JSON.stringify({ id: app, built: 'draft' }));
writeFileSync(join(out, 'prerender.json'), ${JSON.stringify(page('Draft landing'))});
`,
  );
});
afterAll(async () => {
  await server.close();
});

interface Preview {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function preview(args: string[], env: Record<string, string> = {}): Preview {
  const child = spawn(TSX, [CLI, ...args], {
    env: {
      ...process.env,
      PREVIEW_PORT: '0',
      PREVIEW_LIVE_URL: server.url,
      OPTIO_RELEASE_BUILD: fakeBuild,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** The preview's address, once its first build has ended (`done` matches that line). */
async function ready(run: Preview, done: RegExp): Promise<string> {
  for (let i = 0; i < 1200 && !done.test(run.stdout()); i++) {
    if (run.child.exitCode !== null) throw new Error(`preview exited: ${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const port = /open http:\/\/localhost:(\d+)\//.exec(run.stdout())?.[1];
  if (!port || !done.test(run.stdout())) throw new Error(`not ready: ${run.stdout()}`);
  return `http://127.0.0.1:${port}`;
}

const html = async (url: string) => {
  const answer = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: answer.status, text: await answer.text(), headers: answer.headers };
};
const manifestOf = async (base: string) => {
  const registry = (await (await fetch(`${base}/registry.json`)).json()) as {
    remotes: { name: string; manifest: string }[];
  };
  return Object.fromEntries(registry.remotes.map((r) => [r.name, r.manifest]));
};

describe('npm run preview', () => {
  it('refuses an unknown app by name, listing the ones it can show', async () => {
    const run = preview(['mf-nope']);
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toMatch(
      /^Unknown app "mf-nope": the preview shows one of mf-public, .*mf-auth/,
    );
  });

  it('serves the draft inside the live site while the live site keeps the live page', async () => {
    const run = preview(['mf-public']);
    try {
      const base = await ready(run, /Draft of mf-public built/);
      expect(run.stdout()).not.toContain('does not answer');

      const draft = await html(`${base}/`);
      expect(draft.status).toBe(200);
      expect(draft.text).toContain('<title>Draft landing</title>');
      expect(draft.text).toContain('<main><p>Draft landing</p></main>');
      expect(draft.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      // The live server's security headers, so the draft behaves as it will when released.
      expect(draft.headers.get('content-security-policy')).toContain("default-src 'self'");

      const live = await html(`${server.url}/`);
      expect(live.text).toContain('<p>Live landing</p>');
      expect(live.text).not.toContain('Draft landing');

      expect(await manifestOf(base)).toEqual({
        mf_public: '/preview/mf-public/mf-manifest.json',
        mf_demo: '/remotes/mf-demo/mf-manifest.json',
      });
      expect(await manifestOf(server.url)).toEqual({
        mf_public: '/remotes/mf-public/mf-manifest.json',
        mf_demo: '/remotes/mf-demo/mf-manifest.json',
      });
      const manifest = await fetch(`${base}/preview/mf-public/mf-manifest.json`);
      expect(await manifest.json()).toEqual({ id: 'mf-public', built: 'draft' });
      expect((await fetch(`${base}/preview/mf-public/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
      expect((await fetch(`${base}/preview/mf-public/%E0%A4%A`)).status).toBe(404);
      // The live server answers nothing under /preview/: a draft is never reachable there.
      expect((await fetch(`${server.url}/preview/mf-public/mf-manifest.json`)).status).toBe(404);

      // Everything else is the live site's answer, the API included.
      const liveDemo = await (await fetch(`${server.url}/remotes/mf-demo/mf-manifest.json`)).text();
      expect(await (await fetch(`${base}/remotes/mf-demo/mf-manifest.json`)).text()).toBe(liveDemo);
      const me = await fetch(`${base}/api/auth/me`);
      expect(me.status).toBe((await fetch(`${server.url}/api/auth/me`)).status);

      // The app's own dist/ and releases are untouched.
      expect(
        readFileSync(
          join(server.config.staticRoot, 'mf-public', 'dist', 'mf-manifest.json'),
          'utf8',
        ),
      ).toBe('{"id":"mf-public","built":"dist"}');
      expect(existsSync(join(server.dataDir, 'releases'))).toBe(false);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });

  it('keeps running when the draft does not build, and shows why on its pages', async () => {
    const run = preview(['mf-public'], { FAKE_BUILD: 'fail' });
    try {
      const base = await ready(run, /does not build/);
      expect(run.stdout()).toContain(
        'The draft of mf-public does not build (the build of mf-public failed (exit 1))',
      );
      expect(run.stderr()).toContain('index.es.md:2: missing title');
      const broken = await html(`${base}/`);
      expect(broken.status).toBe(503);
      expect(broken.text).toContain('mf-public/content/promo/index.es.md:2: missing title');
      expect((await html(`${server.url}/`)).text).toContain('<p>Live landing</p>');
      expect(run.child.exitCode).toBeNull();
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });

  it('says so, in the terminal and on its pages, when the live site does not answer', async () => {
    const run = preview(['mf-public'], { PREVIEW_LIVE_URL: 'http://127.0.0.1:9' });
    try {
      const base = await ready(run, /Draft of mf-public built/);
      expect(run.stdout()).toContain(
        'The live site at http://127.0.0.1:9 does not answer yet: start it (npm start) or set PREVIEW_LIVE_URL',
      );
      const down = await html(`${base}/`);
      expect(down.status).toBe(502);
      expect(down.text).toContain('<h1>The live site does not answer</h1>');
      expect((await fetch(`${base}/api/auth/me`)).status).toBe(502);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });
});
