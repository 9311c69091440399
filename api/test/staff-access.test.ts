import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';

/** Every staff route refuses students, parents and observers with 403 (and changes nothing). */
let server: TestServer;
const ID = '00000000-0000-4000-8000-000000000000';

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/users'],
  ['GET', `/api/admin/users/${ID}`],
  ['PATCH', `/api/admin/users/${ID}`, { role: 'admin' }],
  ['POST', `/api/admin/users/${ID}/deactivate`],
  ['POST', `/api/admin/users/${ID}/reactivate`],
  ['POST', `/api/admin/users/${ID}/password-reset`],
  ['PUT', `/api/admin/advisors/${ID}/students/${ID}`],
  ['DELETE', `/api/admin/advisors/${ID}/students/${ID}`],
  ['PUT', `/api/admin/parent-links/${ID}/${ID}`],
  ['GET', '/api/admin/quests'],
  ['GET', `/api/admin/quests/${ID}`],
  ['POST', '/api/admin/quests', {}],
  ['PUT', `/api/admin/quests/${ID}`, {}],
  ['PUT', `/api/admin/quests/${ID}/active`, { is_active: false }],
  ['PUT', `/api/admin/badges/${ID}/active`, { is_active: false }],
  ['GET', '/api/admin/audit-log'],
  ['PUT', '/api/admin/settings', { site_name: 'X', logo_url: null }],
  ['POST', '/api/admin/settings/logo'],
  ['GET', '/api/advisor/students'],
  ['GET', `/api/advisor/students/${ID}`],
  ['POST', `/api/advisor/students/${ID}/recommendations`, { badge_id: ID }],
  ['DELETE', `/api/advisor/students/${ID}/recommendations/${ID}`],
  ['GET', '/api/advisor/badges'],
  ['GET', `/api/advisor/badges/${ID}`],
  ['POST', '/api/advisor/badges', {}],
  ['PUT', `/api/advisor/badges/${ID}`, {}],
  ['PUT', `/api/advisor/badges/${ID}/image`],
  ['DELETE', `/api/advisor/badges/${ID}/image`],
  // Marketing (issue #22; its own reach and refusals: marketing.test.ts)
  ['GET', '/api/marketing/leads'],
  ['GET', '/api/marketing/leads.csv'],
  ['GET', `/api/marketing/leads/${ID}`],
  ['PATCH', `/api/marketing/leads/${ID}`, { status: 'contacted' }],
  ['DELETE', `/api/marketing/leads/${ID}`],
  ['GET', '/api/marketing/retention'],
  ['PUT', '/api/marketing/retention', { months: 12 }],
  ['GET', '/api/marketing/campaigns?from=2026-01-01&to=2026-01-31'],
];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe.each(['student@optio.test', 'parent@optio.test', 'observer@optio.test'])(
  'staff routes as %s',
  (email) => {
    it('answer 403 on every admin and advisor route', async () => {
      const c = await server.client().init();
      const { session } = await c.login(email, DEMO_PASSWORD);
      const refused: string[] = [];
      for (const [method, path, body] of ROUTES) {
        const res = await c.request(method, path, body, { token: session.access_token });
        if (res.status !== 403) refused.push(`${method} ${path} → ${res.status}`);
      }
      expect(refused).toEqual([]);
    });
  },
);

it('every staff route requires a token', async () => {
  const c = await server.client().init();
  for (const [method, path, body] of ROUTES) {
    expect([method, path, (await c.request(method, path, body)).status]).toEqual([
      method,
      path,
      401,
    ]);
  }
});

it('an advisor cannot change users or assign themselves students (403)', async () => {
  const c = await server.client().init();
  const { session, user } = await c.login('advisor@optio.test', DEMO_PASSWORD);
  const token = session.access_token;
  const admin = await server.client().init();
  const adminLogin = await admin.login('admin@optio.test', DEMO_PASSWORD);
  const users = await admin.get<{ items: { id: string; email: string }[] }>(
    '/api/admin/users?role=parent',
    { token: adminLogin.session.access_token },
  );
  const someone = users.body.items[0]!.id;
  expect(
    (
      await c.request('PUT', `/api/admin/advisors/${user.id}/students/${someone}`, undefined, {
        token,
      })
    ).status,
  ).toBe(403);
  expect(
    (await c.request('PATCH', `/api/admin/users/${user.id}`, { role: 'admin' }, { token })).status,
  ).toBe(403);
  expect((await c.get('/api/admin/users', { token })).status).toBe(403);
});
