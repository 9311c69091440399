import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { CATALOGUE } from '../src/features/learning/catalogue';
import { DEMO_BADGES } from '../src/db/seeds/records';
import {
  DEMO_PASSWORD,
  linkToken,
  startServer,
  TEST_HASH,
  waitForMail,
  type TestServer,
} from './helpers';

const ROOT = join(__dirname, '..', '..');
// Each command is a process (argon2 at the OWASP cost, a build of the API when stale).
jest.setTimeout(120_000);
const ADMIN_PASSWORD = 'Granite-Harbour-73!';
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  CSRF_SECRET: 'c'.repeat(40),
  PUBLIC_URL: 'https://optio.example',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- args` as an operator runs it (scripts/cli.mjs), on a server's data dir. */
function runCommand(command: string, args: string[], dataDir: string, stdin = ''): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'cli.mjs'), command, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        OPTIO_DATA_DIR: dataDir,
        PUBLIC_URL: 'http://optio.example',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function canSignIn(server: TestServer, email: string, password: string): Promise<number> {
  const c = await server.client().init();
  return (await c.post('/api/auth/login', { email, password })).status;
}

describe('the API server alone', () => {
  it('never seeds demo accounts without OPTIO_SEED_DEMO=1, whatever NODE_ENV', async () => {
    for (const nodeEnv of ['development', 'test']) {
      const server = await startServer({}, { NODE_ENV: nodeEnv, OPTIO_SEED_DEMO: '' });
      try {
        expect(await canSignIn(server, 'admin@optio.test', DEMO_PASSWORD)).toBe(401);
        expect(await canSignIn(server, 'student@optio.test', DEMO_PASSWORD)).toBe(401);
      } finally {
        await server.close();
      }
    }
  });

  it('seeds them when asked (as npm start, e2e and these tests do)', async () => {
    const server = await startServer({}, { OPTIO_SEED_DEMO: '1' });
    try {
      expect(await canSignIn(server, 'admin@optio.test', DEMO_PASSWORD)).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** `node api/dist/server.js` with this environment; resolves when it exits (or after 20 s). */
function runServer(env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('node api/dist/server.js with NODE_ENV=production', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'api'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('building the API failed');
  });

  it('exits 1 printing one line per missing variable, and nothing else', async () => {
    const ran = await runServer({ NODE_ENV: 'production', PUBLIC_URL: 'http://optio.example' });
    expect(ran.code).toBe(1);
    const lines = ran.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^JWT_SECRET and CSRF_SECRET are required/);
    expect(lines[1]).toMatch(/^PUBLIC_URL must be the https:\/\/ address/);
    expect(lines[2]).toMatch(/^SMTP_URL is required/);
  });

  it('exits 1 with one line when demo accounts are in the database', async () => {
    const seeded = await startServer({}, { OPTIO_SEED_DEMO: '1' });
    await seeded.app.close();
    try {
      const ran = await runServer({ ...PRODUCTION, OPTIO_DATA_DIR: seeded.dataDir });
      expect(ran.code).toBe(1);
      expect(ran.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Demo accounts \(admin@optio\.test.*NODE_ENV=production$/),
      ]);
    } finally {
      await seeded.close().catch(() => undefined);
    }
  });
});

describe('a production start', () => {
  it('is refused, with one line naming NODE_ENV, while demo accounts are in the database', async () => {
    const seeded = await startServer({}, { OPTIO_SEED_DEMO: '1' });
    await seeded.app.close();
    const config = loadConfig(PRODUCTION, {
      dataDir: seeded.dataDir,
      logLevel: 'silent',
      hash: TEST_HASH,
    });
    const start = buildApp(config);
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(
      /^Demo accounts \(admin@optio\.test, .*student@optio\.test\) are in the database.*NODE_ENV=production$/,
    );
    await seeded.close().catch(() => undefined);
  });

  it('starts on a database with a real admin and the starter catalogue', async () => {
    const empty = await startServer({}, { OPTIO_SEED_DEMO: '' });
    const created = await runCommand(
      'admin-create',
      ['--email', 'ops@example.org'],
      empty.dataDir,
      `${ADMIN_PASSWORD}\n`,
    );
    expect(created.code).toBe(0);
    await empty.app.close();
    const config = loadConfig(PRODUCTION, {
      dataDir: empty.dataDir,
      logLevel: 'silent',
      hash: TEST_HASH,
    });
    const built = await buildApp(config);
    try {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await built.app.close();
      await empty.close().catch(() => undefined);
    }
  });
});

describe('npm run admin:create', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, { OPTIO_SEED_DEMO: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  const auditOf = async (action: string) => {
    const admin = await server.client().init();
    const { session } = await admin.login('ops@example.org', ADMIN_PASSWORD);
    const log = await admin.get<{
      items: {
        action: string;
        actor: { id: string };
        target_id: string;
        details: Record<string, unknown>;
      }[];
    }>('/api/admin/audit-log?page_size=100', { token: session.access_token });
    return log.body.items.filter((i) => i.action === action);
  };

  it('creates an admin with the password from standard input, audited', async () => {
    const ran = await runCommand(
      'admin-create',
      ['--email', 'Ops@Example.org', '--first-name', 'Olu'],
      server.dataDir,
      `${ADMIN_PASSWORD}\n`,
    );
    expect(ran.stdout.trim()).toBe('Created admin ops@example.org.');
    expect(ran.code).toBe(0);
    const c = await server.client().init();
    const { user, session } = await c.login('ops@example.org', ADMIN_PASSWORD);
    expect(user.role).toBe('admin');
    expect(user.first_name).toBe('Olu');
    expect((await c.get('/api/admin/users', { token: session.access_token })).status).toBe(200);
    const rows = await auditOf('user.admin_create');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor.id).toBe('cli:admin-create');
    expect(rows[0]!.target_id).toBe(user.id);
    expect(rows[0]!.details).toMatchObject({ password_set: true, link_mailed: false });
  });

  it('promotes an existing account, keeping its password when none is given', async () => {
    const ran = await runCommand(
      'admin-create',
      ['--email', 'parent@optio.test'],
      server.dataDir,
      '',
    );
    expect(ran.code).toBe(0);
    expect(ran.stdout.trim()).toBe('parent@optio.test is now an admin (was parent).');
    const c = await server.client().init();
    const { user } = await c.login('parent@optio.test', DEMO_PASSWORD);
    expect(user.role).toBe('admin');
    const rows = await auditOf('user.admin_promote');
    expect(rows.map((r) => r.details)).toContainEqual(
      expect.objectContaining({ old: { role: 'parent', is_active: true }, password_set: false }),
    );
  });

  it('mails a one-time set-password link with --send-link', async () => {
    const ran = await runCommand(
      'admin-create',
      ['--email', 'second@example.org', '--send-link'],
      server.dataDir,
    );
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Created admin second@example.org.');
    expect(await canSignIn(server, 'second@example.org', ADMIN_PASSWORD)).toBe(401);
    const mail = await waitForMail(server, 'second@example.org');
    const token = linkToken(mail, '/reset-password');
    const c = await server.client().init();
    const reset = await c.post('/api/auth/reset-password', {
      token,
      new_password: 'Willow-Lantern-58!',
    });
    expect(reset.status).toBe(200);
    expect(await canSignIn(server, 'second@example.org', 'Willow-Lantern-58!')).toBe(200);
    // One time only.
    expect(
      (await c.post('/api/auth/reset-password', { token, new_password: 'Other-Lantern-58!' }))
        .status,
    ).toBe(400);
  });

  it('refuses a weak password, a missing one for a new account, a bad address and a password in argv', async () => {
    const weak = await runCommand(
      'admin-create',
      ['--email', 'weak@example.org'],
      server.dataDir,
      'short\n',
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 12 characters');
    const none = await runCommand(
      'admin-create',
      ['--email', 'none@example.org'],
      server.dataDir,
      '',
    );
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No password on standard input');
    const bad = await runCommand('admin-create', ['--email', 'not-an-address'], server.dataDir);
    expect(bad.code).toBe(1);
    const argv = await runCommand(
      'admin-create',
      ['--email', 'argv@example.org', '--password', ADMIN_PASSWORD],
      server.dataDir,
    );
    expect(argv.code).toBe(1);
    expect(argv.stderr).toContain("Unknown option '--password'");
    for (const email of ['weak@example.org', 'none@example.org', 'argv@example.org']) {
      expect(await canSignIn(server, email, ADMIN_PASSWORD)).toBe(401);
    }
  });
});

describe('npm run seed:catalogue', () => {
  it('loads the starter quests and badges into an empty database, once', async () => {
    const server = await startServer({}, { OPTIO_SEED_DEMO: '' });
    try {
      const first = await runCommand('seed-catalogue', [], server.dataDir);
      expect(first.code).toBe(0);
      expect(first.stdout.trim()).toBe(
        `Added ${CATALOGUE.length} starter quests and ${DEMO_BADGES.length} starter badges.`,
      );
      const second = await runCommand('seed-catalogue', [], server.dataDir);
      expect(second.stdout.trim()).toBe('The starter catalogue is already there: nothing added.');

      await runCommand(
        'admin-create',
        ['--email', 'ops@example.org'],
        server.dataDir,
        `${ADMIN_PASSWORD}\n`,
      );
      const c = await server.client().init();
      const { session } = await c.login('ops@example.org', ADMIN_PASSWORD);
      const quests = await c.get<{ total: number }>('/api/admin/quests?page_size=100', {
        token: session.access_token,
      });
      expect(quests.body.total).toBe(CATALOGUE.length);
      const badges = await c.get<{ badges: { name: string }[] }>('/api/advisor/badges', {
        token: session.access_token,
      });
      expect(badges.body.badges.map((b) => b.name).sort()).toEqual(
        DEMO_BADGES.map((b) => b.name).sort(),
      );
    } finally {
      await server.close();
    }
  });
});
