import { LEAD_KINDS, LEAD_KIND_RESOURCES } from '@optio/contracts';
import type { LeadsTable, SignupCampaignsTable } from '../src/db/tables/leads';
import { csvCell } from '../src/features/leads/inbox/service';
import {
  DEMO_PASSWORD,
  registration,
  startServer,
  uniqueEmail,
  waitForMail,
  type Client,
  type TestServer,
} from './helpers';

/** Issue #22: the marketing role, the leads inbox, the promised resources and campaigns. */
jest.setTimeout(120_000);

const ID = '00000000-0000-4000-8000-000000000000';
type Page = { items: Lead[]; total: number; page: number; page_size: number };
type Lead = LeadsTable & { id: string };

let server: TestServer;
const tokens: Record<string, string> = {};

async function tokenFor(email: string): Promise<string> {
  if (!tokens[email]) {
    const c = await server.client().init();
    tokens[email] = (await c.login(email, DEMO_PASSWORD)).session.access_token;
  }
  return tokens[email]!;
}

const db = () =>
  server.app.ctx.db.kysely.withTables<{
    leads: LeadsTable;
    signup_campaigns: SignupCampaignsTable;
  }>();

const leadBy = (email: string) =>
  db().selectFrom('leads').selectAll().where('email', '=', email).executeTakeFirst();

async function submit(c: Client, body: Record<string, unknown>, headers?: Record<string, string>) {
  const res = await c.post('/api/leads', { name: 'Lee Visitor', ...body }, { headers });
  expect(res.status).toBe(201);
  const row = await leadBy(String(body.email));
  expect(row).toBeDefined();
  return row!;
}

async function auditRows(action: string, targetId: string) {
  return server.app.ctx.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const MARKETING_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/marketing/leads'],
  ['GET', '/api/marketing/leads.csv'],
  ['GET', `/api/marketing/leads/${ID}`],
  ['PATCH', `/api/marketing/leads/${ID}`, { status: 'contacted' }],
  ['DELETE', `/api/marketing/leads/${ID}`],
  ['GET', '/api/marketing/retention'],
  ['GET', '/api/marketing/campaigns?from=2026-01-01&to=2026-01-31'],
];

describe('the marketing role', () => {
  it('is granted by an admin on the users page, audited', async () => {
    const c = await server.client().init();
    const admin = await tokenFor('admin@optio.test');
    const list = await c.get<{ items: { id: string; email: string }[] }>(
      '/api/admin/users?role=observer',
      { token: admin },
    );
    const target = list.body.items[0]!;
    const res = await c.request(
      'PATCH',
      `/api/admin/users/${target.id}`,
      { role: 'marketing' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('marketing');
    const [audit] = await auditRows('user.update', target.id);
    expect(JSON.parse(String(audit!.details))).toMatchObject({
      old: { role: 'observer' },
      new: { role: 'marketing' },
    });
    // Back to observer: the other suites' observer stays one.
    expect(
      (
        await c.request(
          'PATCH',
          `/api/admin/users/${target.id}`,
          { role: 'observer' },
          { token: admin },
        )
      ).status,
    ).toBe(200);
  });

  it('reaches leads and campaigns, and nothing of users, safety, settings or the catalogue', async () => {
    const c = await server.client().init();
    const token = await tokenFor('marketing@optio.test');
    const me = await c.get<{ role: string }>('/api/auth/me', { token });
    expect(me.body.role).toBe('marketing');
    expect((await c.get('/api/marketing/leads', { token })).status).toBe(200);
    expect((await c.get('/api/marketing/retention', { token })).status).toBe(200);
    expect(
      (await c.get('/api/marketing/campaigns?from=2026-01-01&to=2026-01-31', { token })).status,
    ).toBe(200);
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${ID}`, { role: 'marketing' }],
      ['GET', '/api/admin/audit-log'],
      ['PUT', '/api/admin/settings', { site_name: 'X', logo_url: null }],
      ['GET', '/api/admin/safety/incidents'],
      ['GET', '/api/admin/quests'],
      ['GET', '/api/advisor/badges'],
      ['PUT', '/api/marketing/retention', { months: 12 }],
    ];
    const wrong: string[] = [];
    for (const [method, path, body] of refused) {
      const res = await c.request(method, path, body, { token });
      if (res.status !== 403) wrong.push(`${method} ${path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    'student@optio.test',
    'parent@optio.test',
    'observer@optio.test',
    'advisor@optio.test',
    'educator@optio.test',
  ])('refuses %s on every marketing route (403)', async (email) => {
    const c = await server.client().init();
    const token = await tokenFor(email);
    const wrong: string[] = [];
    for (const [method, path, body] of MARKETING_ROUTES) {
      const res = await c.request(method, path, body, { token });
      if (res.status !== 403) wrong.push(`${method} ${path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('needs a token on every marketing route (401)', async () => {
    const c = await server.client().init();
    for (const [method, path, body] of MARKETING_ROUTES)
      expect([path, (await c.request(method, path, body)).status]).toEqual([path, 401]);
  });
});

describe('the leads inbox', () => {
  it('lists with search, form, status and campaign filters and paging', async () => {
    const visitor = await server.client().init();
    const tag = `inbox${Date.now()}`;
    const a = await submit(visitor, { kind: 'consultation', email: `${tag}.a@example.com` });
    const b = await submit(visitor, {
      kind: 'promo-credit-tracker',
      email: `${tag}.b@example.com`,
      message: 'Curious about the sample transcript',
    });
    const c = await server.client().init();
    const token = await tokenFor('marketing@optio.test');
    const search = await c.get<Page>(`/api/marketing/leads?search=${tag}`, { token });
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(2);
    expect(search.body.items.map((l) => l.id)).toEqual([b.id, a.id]);
    expect(search.body.items[0]).toMatchObject({
      kind: 'promo-credit-tracker',
      status: 'new',
      notes: null,
      resource: 'sample-transcript',
    });
    expect(search.body.items[0]).not.toHaveProperty('ip_hash');
    const byKind = await c.get<Page>(`/api/marketing/leads?search=${tag}&kind=consultation`, {
      token,
    });
    expect(byKind.body.items.map((l) => l.id)).toEqual([a.id]);
    const byMessage = await c.get<Page>('/api/marketing/leads?search=sample%20transcript', {
      token,
    });
    expect(byMessage.body.items.map((l) => l.id)).toContain(b.id);
    const paged = await c.get<Page>(`/api/marketing/leads?search=${tag}&page=2&page_size=1`, {
      token,
    });
    expect(paged.body).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.body.items.map((l) => l.id)).toEqual([a.id]);
    const closed = await c.get<Page>(`/api/marketing/leads?search=${tag}&status=closed`, {
      token,
    });
    expect(closed.body.total).toBe(0);
  });

  it('shows a lead, changes its status (audited) and notes, and deletes it on request (audited)', async () => {
    const visitor = await server.client().init();
    const email = uniqueEmail('detail');
    const lead = await submit(visitor, { kind: 'promo', email, role: 'teacher', message: 'Hi!' });
    const c = await server.client().init();
    const token = await tokenFor('marketing@optio.test');
    const detail = await c.get<Lead>(`/api/marketing/leads/${lead.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ email, role: 'teacher', message: 'Hi!', status: 'new' });

    const changed = await c.request<Lead>(
      'PATCH',
      `/api/marketing/leads/${lead.id}`,
      { status: 'contacted', notes: 'Called on Monday' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'contacted', notes: 'Called on Monday' });
    expect(changed.body.updated_at).not.toBeNull();
    const [audit] = await auditRows('lead.status', lead.id);
    expect(JSON.parse(String(audit!.details))).toEqual({
      old: { status: 'new' },
      new: { status: 'contacted' },
    });
    // Notes alone are not a status change: no second audit row.
    await c.request('PATCH', `/api/marketing/leads/${lead.id}`, { notes: 'x' }, { token });
    expect(await auditRows('lead.status', lead.id)).toHaveLength(1);

    const removed = await c.request('DELETE', `/api/marketing/leads/${lead.id}`, undefined, {
      token,
    });
    expect(removed.status).toBe(200);
    expect(await leadBy(email)).toBeUndefined();
    const [deletion] = await auditRows('lead.delete', lead.id);
    expect(String(deletion!.details)).not.toContain(email);
    expect((await c.get(`/api/marketing/leads/${lead.id}`, { token })).status).toBe(404);
    expect(
      (await c.request('DELETE', `/api/marketing/leads/${lead.id}`, undefined, { token })).status,
    ).toBe(404);
  });

  it('refuses bad input with a field message and changes nothing', async () => {
    const visitor = await server.client().init();
    const email = uniqueEmail('badinput');
    const lead = await submit(visitor, { kind: 'promo', email });
    const c = await server.client().init();
    const token = await tokenFor('marketing@optio.test');
    const cases: [string, string, unknown, string][] = [
      ['PATCH', `/api/marketing/leads/${lead.id}`, { status: 'won' }, 'status'],
      ['PATCH', `/api/marketing/leads/${lead.id}`, {}, 'status'],
      ['PATCH', `/api/marketing/leads/${lead.id}`, { notes: 'n'.repeat(4001) }, 'notes'],
      ['PATCH', `/api/marketing/leads/${lead.id}`, { status: 'new', owner: 'me' }, 'owner'],
      ['PATCH', '/api/marketing/leads/not-an-id', { status: 'new' }, 'id'],
      ['GET', '/api/marketing/leads?status=won', undefined, 'status'],
      ['GET', '/api/marketing/leads?kind=newsletter', undefined, 'kind'],
      ['GET', '/api/marketing/leads?campaign=%3Cscript%3E', undefined, 'campaign'],
      ['GET', '/api/marketing/leads?page=0', undefined, 'page'],
      ['GET', '/api/marketing/leads.csv?status=won', undefined, 'status'],
      ['GET', '/api/marketing/campaigns?from=2026-02-01&to=2026-01-01', undefined, 'from'],
      ['GET', '/api/marketing/campaigns?from=yesterday&to=2026-01-01', undefined, 'from'],
      ['GET', '/api/marketing/campaigns?to=2026-01-01', undefined, 'from'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await c.request<{ fields?: Record<string, string> }>(method, path, body, {
        token,
      });
      expect([path, res.status]).toEqual([path, 400]);
      expect([path, typeof res.body.fields?.[field]]).toEqual([path, 'string']);
    }
    expect(await leadBy(email)).toMatchObject({ status: 'new', notes: null });
  });

  it('exports the current filter as CSV, with formula-leading cells escaped', async () => {
    const visitor = await server.client().init();
    const tag = `csv${Date.now()}`;
    const hostile: [string, string][] = [
      ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK(""http://evil.example"",""x"")"`],
      ['+1+1', "'+1+1"],
      ['-2+3', "'-2+3"],
      ['@SUM(A1)', "'@SUM(A1)"],
    ];
    for (const [i, [name]] of hostile.entries())
      await submit(visitor, { kind: 'promo', name, email: `${tag}.${i}@example.com` });
    await submit(visitor, { kind: 'consultation', email: `${tag}.plain@example.com` });

    const c = await server.client().init();
    const token = await tokenFor('marketing@optio.test');
    // Notes are kept as typed (not trimmed): a leading tab is escaped too.
    const first = await leadBy(`${tag}.0@example.com`);
    await c.request('PATCH', `/api/marketing/leads/${first!.id}`, { notes: '\t=cmd' }, { token });
    const res = await c.get(`/api/marketing/leads.csv?search=${tag}&kind=promo`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,kind,status,name,email,role,message,notes,utm_source,utm_medium,utm_campaign,landing_page',
    );
    // Only the filter: the consultation lead is not there.
    expect(lines).toHaveLength(1 + hostile.length);
    expect(res.text).not.toContain(`${tag}.plain@`);
    for (const [name, cell] of hostile) {
      const line = lines.find((l) => l.includes(cell));
      expect([name, line !== undefined]).toEqual([name, true]);
    }
    expect(res.text).toContain(`,'\t=cmd,`);
    // No cell of the file starts with a bare formula character.
    for (const line of lines.slice(1))
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('escapes every formula-leading character in a cell, carriage return included', () => {
    expect(csvCell('=1')).toBe("'=1");
    expect(csvCell('\rX')).toBe(`"'\rX"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell('plain')).toBe('plain');
  });
});

describe('lead retention', () => {
  it('defaults to 24 months; only an admin changes it (audited, validated)', async () => {
    const c = await server.client().init();
    const marketing = await tokenFor('marketing@optio.test');
    const admin = await tokenFor('admin@optio.test');
    expect((await c.get('/api/marketing/retention', { token: marketing })).body).toEqual({
      months: 24,
    });
    const bad = await c.request<{ fields: Record<string, string> }>(
      'PUT',
      '/api/marketing/retention',
      { months: 0 },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields.months).toBe('Months must be at least 1');
    const ok = await c.request('PUT', '/api/marketing/retention', { months: 18 }, { token: admin });
    expect(ok.status).toBe(200);
    expect((await c.get('/api/marketing/retention', { token: marketing })).body).toEqual({
      months: 18,
    });
    const audit = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'settings.lead_retention')
      .execute();
    expect(audit.map((a) => JSON.parse(String(a.details)))).toContainEqual({
      old: { months: 24 },
      new: { months: 18 },
    });
    await c.request('PUT', '/api/marketing/retention', { months: 24 }, { token: admin });
  });

  it('the sweep deletes leads older than the retention period and keeps the rest', async () => {
    const visitor = await server.client().init();
    const old = await submit(visitor, { kind: 'promo', email: uniqueEmail('old') });
    const young = await submit(visitor, { kind: 'promo', email: uniqueEmail('young') });
    await db()
      .updateTable('leads')
      .set({ created_at: new Date(Date.now() - 25 * 31 * 86_400_000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    const deleted = await server.leads.sweepExpiredLeads();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await leadBy(old.email)).toBeUndefined();
    expect(await leadBy(young.email)).toBeDefined();
  });
});

describe('promised resources', () => {
  const promoKinds = LEAD_KINDS.filter((k) => LEAD_KIND_RESOURCES[k] !== null);

  it.each(promoKinds)(
    'a %s request gets its resource by a signed link that downloads a PDF',
    async (kind) => {
      const visitor = await server.client().init();
      const email = uniqueEmail(kind);
      await submit(visitor, { kind, email });
      const mail = await waitForMail(server, email);
      const match = /https?:\/\/\S+\/api\/resources\/[\w-]+\?\S+/.exec(mail.text);
      expect(match).not.toBeNull();
      const url = new URL(match![0]);
      expect(url.pathname).toBe(`/api/resources/${LEAD_KIND_RESOURCES[kind]}`);
      expect(mail.html).toContain(url.pathname);
      const res = await server.client().get(url.pathname + url.search);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.text.startsWith('%PDF')).toBe(true);
    },
  );

  it('sends the resource in the visitor’s language (Spanish)', async () => {
    const visitor = await server.client().init();
    const email = uniqueEmail('es');
    await submit(
      visitor,
      { kind: 'promo-homeschool-portfolio', email },
      { 'accept-language': 'es' },
    );
    const mail = await waitForMail(server, email);
    expect(mail.subject).toContain('de Optio');
    expect(mail.text).toContain('Hola');
    expect(mail.text).toMatch(/lang=es/);
    expect(mail.text).toContain('30 días');
  });

  it('answers 404 to a tampered or expired link', async () => {
    const visitor = await server.client().init();
    const email = uniqueEmail('tamper');
    await submit(visitor, { kind: 'promo', email });
    const mail = await waitForMail(server, email);
    const url = new URL(/https?:\/\/\S+\/api\/resources\/[\w-]+\?\S+/.exec(mail.text)![0]);
    const c = server.client();
    const path = (u: URL) => u.pathname + u.search;
    const other = new URL(url);
    other.pathname = '/api/resources/sample-transcript';
    expect((await c.get(path(other))).status).toBe(404);
    const lang = new URL(url);
    lang.searchParams.set('lang', 'es');
    expect((await c.get(path(lang))).status).toBe(404);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    expect((await c.get(path(later))).status).toBe(404);
    const sig = new URL(url);
    sig.searchParams.set('sig', '0'.repeat(64));
    expect((await c.get(path(sig))).status).toBe(404);
    expect((await c.get('/api/resources/starter-guide')).status).toBe(404);
    // Still good today; 30 days on it is gone.
    expect((await c.get(path(url))).status).toBe(200);
    server.advance(31 * 86_400_000);
    try {
      expect((await c.get(path(url))).status).toBe(404);
    } finally {
      server.advance(-31 * 86_400_000);
    }
  });

  it('confirms a consultation with what happens next, and mails marketing a link to the lead', async () => {
    const visitor = await server.client().init();
    const email = uniqueEmail('consult');
    const lead = await submit(visitor, { kind: 'consultation', email });
    const mail = await waitForMail(server, email);
    expect(mail.text).toContain('What happens next');
    expect(mail.text).not.toContain('/api/resources/');
    const staff = await waitForMail(server, 'marketing@optio.test', (m) =>
      m.text.includes(lead.id),
    );
    expect(staff.text).toContain(`/admin/leads/${lead.id}`);
  });
});

describe('campaigns', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('keeps the first touch in a cookie, stores it with a lead and a sign-up, and reports them', async () => {
    const c = await server.client().init();
    const token = await tokenFor('marketing@optio.test');
    const campaign = `spring${Date.now()}`;
    const report = async () =>
      (
        await c.get<{
          rows: {
            page: string;
            campaign: string | null;
            visits: number;
            leads: number;
            signups: number;
          }[];
        }>(`/api/marketing/campaigns?from=${today()}&to=${today()}`, { token })
      ).body.rows.filter((r) => r.campaign === campaign);

    const visitor = await server.client().init();
    const visit = await visitor.get(
      `/api/campaigns/visit?page=%2Fpromo%2Fcredit-tracker&utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
    );
    expect(visit.status).toBe(200);
    expect(visit.headers.getSetCookie().join(';')).toContain('optio_first_touch=');
    expect(visit.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    // A later arrival with other UTM values does not replace the first touch.
    await visitor.get('/api/campaigns/visit?page=%2Fpromo&utm_campaign=other-one');
    await visitor.get('/api/campaigns/visit?page=%2Fconsultation');

    const email = uniqueEmail('utm');
    const lead = await submit(visitor, { kind: 'promo-credit-tracker', email });
    expect(lead).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: campaign,
      landing_page: '/promo/credit-tracker',
    });
    const signup = registration();
    expect((await visitor.post('/api/auth/register', signup)).status).toBe(201);
    const row = await db()
      .selectFrom('signup_campaigns')
      .innerJoin('users', 'users.id', 'signup_campaigns.user_id')
      .selectAll('signup_campaigns')
      .where('users.email', '=', String(signup.email).toLowerCase())
      .executeTakeFirst();
    expect(row).toMatchObject({ utm_campaign: campaign, landing_page: '/promo/credit-tracker' });

    const rows = await report();
    expect(rows).toEqual(
      expect.arrayContaining([
        { page: '/promo/credit-tracker', campaign, visits: 1, leads: 1, signups: 1 },
        { page: '/consultation', campaign, visits: 1, leads: 0, signups: 0 },
      ]),
    );
    const inbox = await c.get<Page>(`/api/marketing/leads?campaign=${campaign}`, { token });
    expect(inbox.body.items.map((l) => l.email)).toEqual([email]);
  });

  it('neither counts nor keeps a cookie for a visitor who refused (privacy choice or Global Privacy Control)', async () => {
    const token = await tokenFor('marketing@optio.test');
    const campaign = `refused${Date.now()}`;
    for (const refusal of ['gpc', 'choice'] as const) {
      const visitor = await server.client().init();
      if (refusal === 'choice') visitor.cookies.set('optio_privacy', 'essential');
      const res = await visitor.get(`/api/campaigns/visit?page=%2Fpromo&utm_campaign=${campaign}`, {
        headers: refusal === 'gpc' ? { 'sec-gpc': '1' } : {},
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ counted: false });
      expect(res.headers.getSetCookie().join(';')).not.toContain('optio_first_touch');
      const email = uniqueEmail('refused');
      const lead = await submit(visitor, { kind: 'promo', email });
      expect(lead.utm_campaign).toBeNull();
    }
    const report = await server
      .client()
      .get<{ rows: { campaign: string | null }[] }>(
        `/api/marketing/campaigns?from=${today()}&to=${today()}`,
        { token },
      );
    expect(report.body.rows.filter((r) => r.campaign === campaign)).toEqual([]);
  });

  it('keeps the privacy choice a year, and "essential" forgets the first touch already kept', async () => {
    const campaign = `choice${Date.now()}`;
    const visitor = await server.client().init();
    await visitor.get(`/api/campaigns/visit?page=%2Fpromo&utm_campaign=${campaign}`);
    expect(visitor.cookies.get('optio_first_touch')).toContain(campaign);

    const refuse = await visitor.request<{ choice: string; campaign_cookie: boolean }>(
      'PUT',
      '/api/privacy-choice',
      { choice: 'essential' },
    );
    expect(refuse.status).toBe(200);
    expect(refuse.body).toEqual({ choice: 'essential', campaign_cookie: false });
    const cookies = refuse.headers.getSetCookie();
    const privacy = cookies.find((c) => c.startsWith('optio_privacy=essential'));
    expect(privacy).toMatch(/Max-Age=31536000/i);
    expect(privacy).toMatch(/Path=\/(;|$)/i);
    expect(privacy).toMatch(/SameSite=Lax/i);
    // The page reads the choice (to show it and to hold back the beacon).
    expect(privacy).not.toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('optio_first_touch='))).toMatch(/Path=\/api\//i);
    expect(visitor.cookies.has('optio_first_touch')).toBe(false);
    expect(visitor.cookies.get('optio_privacy')).toBe('essential');
    const lead = await submit(visitor, { kind: 'promo', email: uniqueEmail('choice') });
    expect(lead.utm_campaign).toBeNull();

    const allow = await visitor.request<{ choice: string; campaign_cookie: boolean }>(
      'PUT',
      '/api/privacy-choice',
      { choice: 'campaigns' },
    );
    expect(allow.body).toEqual({ choice: 'campaigns', campaign_cookie: true });
    expect(visitor.cookies.get('optio_privacy')).toBe('campaigns');
    const visit = await visitor.get(`/api/campaigns/visit?page=%2Fpromo&utm_campaign=${campaign}`);
    expect(visit.body).toEqual({ counted: true });
    expect(visitor.cookies.get('optio_first_touch')).toContain(campaign);

    // The browser's Global Privacy Control outranks an "allow" made here.
    const gpc = await visitor.request<{ campaign_cookie: boolean }>(
      'PUT',
      '/api/privacy-choice',
      { choice: 'campaigns' },
      { headers: { 'sec-gpc': '1' } },
    );
    expect(gpc.body.campaign_cookie).toBe(false);
  });

  it('refuses a bad or forged privacy choice', async () => {
    const visitor = await server.client().init();
    for (const body of [{}, { choice: 'everything' }, { choice: 'essential', extra: 1 }]) {
      const res = await visitor.request<{ fields: Record<string, string> }>(
        'PUT',
        '/api/privacy-choice',
        body,
      );
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).length).toBeGreaterThan(0);
    }
    const bad = await visitor.request<{ fields: Record<string, string> }>(
      'PUT',
      '/api/privacy-choice',
      { choice: 'x' },
    );
    expect(bad.body.fields.choice).toBe('Choose essential or campaigns');
    // Another site cannot flip the choice: without the CSRF token the PUT is refused.
    const forged = await visitor.request(
      'PUT',
      '/api/privacy-choice',
      { choice: 'campaigns' },
      {
        noCsrf: true,
      },
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie().join(';')).not.toContain('optio_privacy');
  });

  it('refuses a bad visit with a field message', async () => {
    const visitor = await server.client().init();
    const cases: [Record<string, unknown>, string][] = [
      [{ page: '/admin' }, 'page'],
      [{}, 'page'],
      [{ page: '/promo', utm_campaign: '<b>x</b>' }, 'utm_campaign'],
      [{ page: '/promo', utm_source: 'x'.repeat(101) }, 'utm_source'],
      [{ page: '/promo', email: 'a@b.c' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const query = new URLSearchParams(body as Record<string, string>).toString();
      const res = await visitor.get<{ fields: Record<string, string> }>(
        `/api/campaigns/visit?${query}`,
      );
      expect([field, res.status]).toEqual([field, 400]);
      expect(typeof res.body.fields[field]).toBe('string');
    }
  });
});
