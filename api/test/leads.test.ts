import { LEAD_KINDS, LEAD_MESSAGES, MESSAGES } from '@optio/contracts';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import type { LeadsTable } from '../src/db/tables/leads';
import { LEAD_RECEIVED_MESSAGE, LEAD_TOO_MANY_MESSAGE } from '../src/features/leads';
import {
  GENEROUS_LIMITS,
  mailsTo,
  startServer,
  uniqueEmail,
  waitForMail,
  type Client,
  type TestServer,
} from './helpers';

const STAFF = 'team@optio.test';

const leadsOf = (server: TestServer) =>
  server.app.ctx.db.kysely.withTables<{ leads: LeadsTable }>();

const allLeads = (server: TestServer) =>
  leadsOf(server).selectFrom('leads').selectAll().orderBy('created_at').execute();

async function countLeads(server: TestServer): Promise<number> {
  const row = await leadsOf(server)
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const lead = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  kind: 'consultation',
  name: 'Maya Okafor',
  email: uniqueEmail('maya'),
  message: 'We homeschool two kids (9 and 14) and would love to hear how credits work.',
  role: 'parent',
  ...overrides,
});

jest.setTimeout(60_000);

describe('POST /api/leads', () => {
  let server: TestServer;
  let c: Client;
  beforeAll(async () => {
    server = await startServer();
    c = await server.client().init();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores the request, answers 201 with a confirmation text, mails the visitor and staff', async () => {
    const payload = lead({ email: `  Maya.${Date.now()}@Example.com ` });
    const email = String(payload.email).trim().toLowerCase();
    const res = await c.post('/api/leads', payload);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: LEAD_RECEIVED_MESSAGE });

    const rows = (await allLeads(server)).filter((r) => r.email === email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      kind: 'consultation',
      name: 'Maya Okafor',
      email,
      role: 'parent',
      message: payload.message,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
    // A keyed hash, never the raw address.
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');

    const visitor = await waitForMail(server, email);
    expect(visitor.subject).toContain('a free consultation');
    expect(visitor.text).toContain('Hi Maya Okafor,');
    expect(visitor.html).toContain('Hi Maya Okafor,');
    expect(visitor.text).toContain('We homeschool two kids');

    const staff = await waitForMail(server, STAFF, (m) => m.text.includes(row.id));
    expect(staff.subject).toContain('consultation');
    expect(staff.text).toContain(`E-mail: ${email}`);
    expect(staff.text).toContain('Role: parent');
    expect(staff.text).toContain(String(payload.message));
    expect(staff.html).toContain(email);
  });

  it('accepts every kind, and a request with only kind, name and e-mail', async () => {
    for (const kind of LEAD_KINDS) {
      const email = uniqueEmail(kind);
      const res = await c.post('/api/leads', { kind, name: 'Lee', email });
      expect(res.status).toBe(201);
      const [row] = (await allLeads(server)).filter((r) => r.email === email);
      expect(row).toMatchObject({ kind, name: 'Lee', role: null, message: null });
    }
  });

  it('trims the name and leaves an empty message out', async () => {
    const email = uniqueEmail('trim');
    const res = await c.post('/api/leads', lead({ email, name: '  Ana  ', message: '   ' }));
    expect(res.status).toBe(201);
    const [row] = (await allLeads(server)).filter((r) => r.email === email);
    expect(row).toMatchObject({ name: 'Ana', message: null });
  });

  it('quotes only a short excerpt of a long message back to the visitor; staff get all of it', async () => {
    const email = uniqueEmail('long');
    const message = `${'Curious about portfolios. '.repeat(70)}THE-END`.slice(0, 2000);
    expect((await c.post('/api/leads', lead({ email, message }))).status).toBe(201);
    const visitor = await waitForMail(server, email);
    expect(visitor.text).not.toContain('THE-END');
    expect(visitor.text.length).toBeLessThan(1000);
    expect(visitor.text).toContain('…');
    const staff = await waitForMail(server, STAFF, (m) => m.text.includes(email));
    expect(staff.text.replace(/\s+/g, ' ')).toContain(message.trim().replace(/\s+/g, ' '));
  });

  it('escapes HTML from the visitor in the mails', async () => {
    const email = uniqueEmail('html');
    const res = await c.post(
      '/api/leads',
      lead({ email, name: '<b>Bo</b>', message: '<script>alert(1)</script>' }),
    );
    expect(res.status).toBe(201);
    const visitor = await waitForMail(server, email);
    expect(visitor.html).not.toContain('<b>Bo</b>');
    expect(visitor.html).toContain('&lt;b&gt;Bo&lt;/b&gt;');
    const staff = await waitForMail(server, STAFF, (m) => m.text.includes(email));
    expect(staff.html).not.toContain('<script>');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: undefined }, 'name', LEAD_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, 'name', LEAD_MESSAGES.nameRequired],
    ['a long name', { name: 'x'.repeat(101) }, 'name', LEAD_MESSAGES.nameTooLong],
    ['a non-text name', { name: 42 }, 'name', LEAD_MESSAGES.nameRequired],
    ['a missing e-mail', { email: undefined }, 'email', MESSAGES.emailRequired],
    ['a blank e-mail', { email: '  ' }, 'email', MESSAGES.emailRequired],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    ['a long e-mail', { email: `${'a'.repeat(250)}@x.io` }, 'email', MESSAGES.emailInvalid],
    ['a long message', { message: 'm'.repeat(2001) }, 'message', LEAD_MESSAGES.messageTooLong],
    ['an unknown role', { role: 'admin' }, 'role', LEAD_MESSAGES.roleInvalid],
    ['a missing kind', { kind: undefined }, 'kind', LEAD_MESSAGES.kindInvalid],
    ['an unknown kind', { kind: 'newsletter' }, 'kind', LEAD_MESSAGES.kindInvalid],
  ];

  it.each(invalid)(
    'refuses %s with the field message and stores nothing',
    async (_label, change, field, text) => {
      const email = typeof change.email === 'string' ? change.email : uniqueEmail('bad');
      const before = await countLeads(server);
      const payload = lead({ email, ...change });
      for (const [key, value] of Object.entries(change))
        if (value === undefined) delete payload[key];
      const res = await c.post<{ error: string; fields: Record<string, string> }>(
        '/api/leads',
        payload,
      );
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(text);
      expect(res.body.error).toBe(text);
      expect(await countLeads(server)).toBe(before);
      await server.settle();
      if (email.includes('@')) expect(mailsTo(server.dataDir, email.trim())).toHaveLength(0);
    },
  );

  it('refuses extra fields', async () => {
    const before = await countLeads(server);
    const res = await c.post<{ fields: Record<string, string> }>(
      '/api/leads',
      lead({ phone: '+1 555 000', is_admin: true }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ phone: 'Unknown field', is_admin: 'Unknown field' });
    expect(await countLeads(server)).toBe(before);
  });

  it('refuses a body that is not JSON (415) and malformed JSON (400)', async () => {
    const before = await countLeads(server);
    const form = await c.post('/api/leads', undefined, {
      raw: 'kind=consultation&name=Maya&email=maya%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const text = await c.post('/api/leads', undefined, {
      raw: JSON.stringify(lead()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await c.post('/api/leads', undefined, {
      raw: '{"kind":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await countLeads(server)).toBe(before);
  });

  it('needs the CSRF token like every POST', async () => {
    const before = await countLeads(server);
    const email = uniqueEmail('csrf');
    const res = await c.post('/api/leads', lead({ email }), { noCsrf: true });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Invalid CSRF token');
    const wrong = await c.post('/api/leads', lead({ email }), {
      headers: { 'x-csrf-token': 'forged.token' },
    });
    expect(wrong.status).toBe(403);
    const cookieless = await server.client().post('/api/leads', lead({ email }));
    expect(cookieless.status).toBe(403);
    expect(await countLeads(server)).toBe(before);
    await server.settle();
    expect(mailsTo(server.dataDir, email)).toHaveLength(0);
  });

  it('answers a duplicate submission exactly like the first one (within budget)', async () => {
    const payload = lead({ email: uniqueEmail('dup') });
    const first = await c.post('/api/leads', payload);
    const second = await c.post('/api/leads', payload);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const rows = (await allLeads(server)).filter((r) => r.email === payload.email);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.ip_hash).toBe(rows[1]!.ip_hash);
    await server.settle();
    expect(mailsTo(server.dataDir, String(payload.email))).toHaveLength(2);
  });

  it('answers at once even when the mailer fails, and keeps both mails in the outbox to retry', async () => {
    const deliver = jest
      .spyOn(server.app.ctx.mailer, 'deliverDue')
      .mockRejectedValue(new Error('SMTP is down'));
    try {
      const email = uniqueEmail('mailfail');
      const res = await c.post('/api/leads', lead({ email }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: LEAD_RECEIVED_MESSAGE });
      await server.settle();
      expect(deliver).toHaveBeenCalledTimes(1);
      expect((await allLeads(server)).some((r) => r.email === email)).toBe(true);
      // Written in the lead's transaction: the confirmation and the staff notice wait unsent.
      const queued = await server.app.ctx.db.kysely
        .selectFrom('mail_outbox')
        .select(['to_address', 'sent_at'])
        .where((eb) =>
          eb.or([
            eb('to_address', '=', email),
            eb.and([
              eb('to_address', '=', server.config.staffNotifyEmail),
              eb('text_body', 'like', `%${email}%`),
            ]),
          ]),
        )
        .execute();
      expect(queued.map((m) => m.to_address).sort()).toEqual(
        [email, server.config.staffNotifyEmail].sort(),
      );
      expect(queued.every((m) => m.sent_at === null)).toBe(true);
    } finally {
      deliver.mockRestore();
    }
  });
});

describe('POST /api/leads rate limits', () => {
  it('has the documented default budgets', () => {
    expect(DEFAULT_RATE_LIMITS.leadIp).toEqual({ points: 5, duration: 3600 });
    expect(DEFAULT_RATE_LIMITS.leadEmail).toEqual({ points: 3, duration: 86_400 });
  });

  it('answers 429 with Retry-After once the per-IP budget is spent, and stores nothing more', async () => {
    const server = await startServer({
      rateLimits: { ...GENEROUS_LIMITS, leadIp: DEFAULT_RATE_LIMITS.leadIp },
    });
    try {
      const c = await server.client().init();
      for (let i = 0; i < DEFAULT_RATE_LIMITS.leadIp.points; i += 1) {
        expect((await c.post('/api/leads', lead())).status).toBe(201);
      }
      const before = await countLeads(server);
      const email = uniqueEmail('blocked');
      const res = await c.post('/api/leads', lead({ email }));
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: LEAD_TOO_MANY_MESSAGE,
        message: LEAD_TOO_MANY_MESSAGE,
        code: 'rate.leads',
      });
      const retry = Number(res.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(3600);
      // Even bad input is refused before it is read.
      expect((await c.post('/api/leads', {})).status).toBe(429);
      expect(await countLeads(server)).toBe(before);
      await server.settle();
      expect(mailsTo(server.dataDir, email)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('answers 429 once the per-address budget is spent, whatever the spelling of the address', async () => {
    const server = await startServer(
      { rateLimits: { ...GENEROUS_LIMITS, leadEmail: DEFAULT_RATE_LIMITS.leadEmail } },
      { STAFF_NOTIFY_EMAIL: 'staff@optio.example' },
    );
    try {
      expect(server.config.staffNotifyEmail).toBe('staff@optio.example');
      const c = await server.client().init();
      const email = uniqueEmail('budget');
      for (let i = 0; i < DEFAULT_RATE_LIMITS.leadEmail.points; i += 1) {
        expect((await c.post('/api/leads', lead({ email }))).status).toBe(201);
      }
      const res = await c.post('/api/leads', lead({ email: ` ${email.toUpperCase()}` }));
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(LEAD_TOO_MANY_MESSAGE);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3600);
      // Another address from the same IP is still fine.
      expect((await c.post('/api/leads', lead())).status).toBe(201);
      expect(await countLeads(server)).toBe(DEFAULT_RATE_LIMITS.leadEmail.points + 1);
      await server.settle();
      expect(mailsTo(server.dataDir, email)).toHaveLength(DEFAULT_RATE_LIMITS.leadEmail.points);
      expect(mailsTo(server.dataDir, 'staff@optio.example')).toHaveLength(
        DEFAULT_RATE_LIMITS.leadEmail.points + 1,
      );
      expect(mailsTo(server.dataDir, STAFF)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
