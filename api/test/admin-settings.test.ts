import { DEMO_PASSWORD, startServer, type Client, type TestServer } from './helpers';

let server: TestServer;
let admin: Client;
let adminToken: string;
let adminId: string;

interface Settings {
  site_name: string;
  logo_url: string | null;
}

interface AuditEntry {
  id: string;
  actor: { id: string; first_name: string; last_name: string; email: string };
  action: string;
  target_type: string;
  target_id: string | null;
  details: { old: Settings; new: Settings };
  created_at: string;
}

interface AuditPage {
  items: AuditEntry[];
  page: number;
  page_size: number;
  total: number;
}

const signIn = async (email: string) => {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return { c, token: login.session.access_token, id: login.user.id };
};

const put = (c: Client, body: unknown, token?: string) =>
  c.request<Settings & { fields?: Record<string, string> }>('PUT', '/api/admin/settings', body, {
    ...(token ? { token } : {}),
  });

const publicSettings = async () => (await server.client().get<Settings>('/api/settings')).body;

const auditLog = (query = '') =>
  admin.get<AuditPage>(`/api/admin/audit-log${query}`, { token: adminToken });

beforeAll(async () => {
  server = await startServer();
  ({ c: admin, token: adminToken, id: adminId } = await signIn('admin@optio.test'));
});

afterAll(async () => {
  await server.close();
});

describe('PUT /api/admin/settings', () => {
  it('updates the public settings at once and records who changed what', async () => {
    expect(await publicSettings()).toEqual({ site_name: 'Optio', logo_url: null });

    const res = await put(
      admin,
      { site_name: '  Optio Academy  ', logo_url: '/logo.svg' },
      adminToken,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      site_name: 'Optio Academy',
      logo_url: '/logo.svg',
      upload_quota_mb: 500,
    });
    expect(await publicSettings()).toEqual({ site_name: 'Optio Academy', logo_url: '/logo.svg' });

    const log = await auditLog();
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(1);
    const [entry] = log.body.items;
    expect(entry).toMatchObject({
      actor: { id: adminId, first_name: 'Ada', last_name: 'Admin', email: 'admin@optio.test' },
      action: 'settings.update',
      target_type: 'site_settings',
      target_id: null,
      details: {
        old: { site_name: 'Optio', logo_url: null },
        new: { site_name: 'Optio Academy', logo_url: '/logo.svg' },
      },
    });
    expect(Number.isNaN(Date.parse(entry!.created_at))).toBe(false);

    server.advance(1000);
    const https = 'https://cdn.example.com/brand/logo.png';
    expect((await put(admin, { site_name: 'Optio', logo_url: https }, adminToken)).status).toBe(
      200,
    );
    expect(await publicSettings()).toEqual({ site_name: 'Optio', logo_url: https });
    server.advance(1000);
    expect((await put(admin, { site_name: 'Optio', logo_url: null }, adminToken)).status).toBe(200);
    expect(await publicSettings()).toEqual({ site_name: 'Optio', logo_url: null });
  });

  it.each([
    'student@optio.test',
    'parent@optio.test',
    'advisor@optio.test',
    'educator@optio.test',
    'observer@optio.test',
  ])('refuses %s with 403 and changes nothing', async (email) => {
    const before = await auditLog();
    const { c, token } = await signIn(email);
    expect((await put(c, { site_name: 'Hijacked', logo_url: null }, token)).status).toBe(403);
    // Educators are admin-like: they read the audit log but change no settings.
    expect((await c.get('/api/admin/audit-log', { token })).status).toBe(
      email === 'educator@optio.test' ? 200 : 403,
    );
    expect((await publicSettings()).site_name).toBe('Optio');
    expect((await auditLog()).body.total).toBe(before.body.total);
  });

  it('requires a token', async () => {
    const c = await server.client().init();
    expect((await put(c, { site_name: 'Anonymous', logo_url: null })).status).toBe(401);
    expect((await c.get('/api/admin/audit-log')).status).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ['an empty name', { site_name: '   ', logo_url: null }, 'site_name'],
    ['a 61-character name', { site_name: 'x'.repeat(61), logo_url: null }, 'site_name'],
    ['a missing name', { logo_url: null }, 'site_name'],
    ['a number as name', { site_name: 42, logo_url: null }, 'site_name'],
    ['a javascript: logo', { site_name: 'Optio', logo_url: 'javascript:alert(1)' }, 'logo_url'],
    [
      'an http:// logo',
      { site_name: 'Optio', logo_url: 'http://cdn.example.com/l.png' },
      'logo_url',
    ],
    [
      'a protocol-relative logo',
      { site_name: 'Optio', logo_url: '//evil.example/l.png' },
      'logo_url',
    ],
    ['a data: logo', { site_name: 'Optio', logo_url: 'data:image/png;base64,AAAA' }, 'logo_url'],
    ['a 501-character logo', { site_name: 'Optio', logo_url: `/${'a'.repeat(500)}` }, 'logo_url'],
    ['a boolean logo', { site_name: 'Optio', logo_url: true }, 'logo_url'],
    ['a missing logo', { site_name: 'Optio' }, 'logo_url'],
    ['an extra field', { site_name: 'Optio', logo_url: null, theme: 'dark' }, 'theme'],
  ])('refuses %s with a field-level 400 and changes nothing', async (_label, body, field) => {
    const before = await auditLog();
    const settingsBefore = await publicSettings();
    const res = await put(admin, body, adminToken);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toEqual(expect.any(String));
    expect(await publicSettings()).toEqual(settingsBefore);
    expect((await auditLog()).body.total).toBe(before.body.total);
  });

  it('refuses a body that is not an object', async () => {
    expect((await put(admin, ['Optio'], adminToken)).status).toBe(400);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages newest first', async () => {
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      server.advance(1000);
      expect((await put(admin, { site_name: name, logo_url: null }, adminToken)).status).toBe(200);
    }
    const all = await auditLog();
    const total = all.body.total;
    expect(total).toBeGreaterThanOrEqual(6);
    const first = await auditLog('?page=1&page_size=2');
    expect(first.body).toMatchObject({ page: 1, page_size: 2, total });
    expect(first.body.items.map((i) => i.details.new.site_name)).toEqual(['Gamma', 'Beta']);
    const second = await auditLog('?page=2&page_size=2');
    expect(second.body.items.map((i) => i.details.new.site_name)).toEqual(['Alpha', 'Optio']);
    expect(second.body.items[0]!.details.old.site_name).toBe('Optio');
    const created = all.body.items.map((i) => i.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const beyond = await auditLog(`?page=${total + 1}&page_size=1`);
    expect(beyond.body.items).toEqual([]);
    expect((await auditLog('?page=0')).status).toBe(400);
    expect((await auditLog('?page_size=101')).status).toBe(400);
    // Restore the default for anyone reading after this test.
    expect((await put(admin, { site_name: 'Optio', logo_url: null }, adminToken)).status).toBe(200);
  });
});
