import { DEMO_PASSWORD, startServer, type Client, type TestServer } from './helpers';

/**
 * Security review: every API route (except auth, already covered by bad-input.test.ts, and the
 * docs) is called by every role it admits with malformed ids, queries and bodies. None may answer
 * 5xx, and no state-changing route may accept a body with an unknown field (mass assignment).
 */
// One request per route and caller: 1,000+ requests, and the route count grows with every feature.
jest.setTimeout(300_000);

let server: TestServer;
let c: Client;
const tokens: Record<string, string> = {};
const ROLES = ['student', 'parent', 'advisor', 'observer', 'admin', 'educator'] as const;

beforeAll(async () => {
  server = await startServer();
  c = await server.client().init();
  for (const role of ROLES) {
    tokens[role] = (await c.login(`${role}@optio.test`, DEMO_PASSWORD)).app_access_token;
  }
});
afterAll(async () => {
  await server.close();
});

const PARAMS = [
  'x',
  '00000000-0000-4000-8000-000000000000',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
  '-1',
  '%00',
  '1e400',
];
const BODIES: unknown[] = [
  undefined,
  {},
  { unknown_field: 1 },
  [],
  'text',
  null,
  { id: { a: 1 }, title: 5, body: [], visibility: 7, name: null, public: 'yes' },
];
const QUERIES = [
  '',
  `?limit=abc&page=-1&cursor=zz&offset=1e99&q=${'z'.repeat(3000)}`,
  '?limit=99999999999&since=notadate&before=x&status=bogus&role=god&sort=x',
];

const apiRoutes = () =>
  server.app.ctx.routePolicies.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      r.method !== 'HEAD' &&
      !r.url.startsWith('/api/auth') &&
      !r.url.startsWith('/api/docs'),
  );

it('no route answers 5xx or accepts an unknown body field, whoever calls it', async () => {
  const failures: string[] = [];
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(100);
  for (const route of routes) {
    const gate = route.policy === 'public' ? undefined : route.policy?.roles;
    const callers =
      route.policy === 'public' ? ['student'] : gate?.length ? [...gate, 'admin'] : ROLES;
    for (const role of new Set(callers)) {
      for (const param of PARAMS) {
        const path = route.url.replace(/:[A-Za-z]+/g, param);
        const queries = route.method === 'GET' ? QUERIES : [''];
        const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES;
        for (const query of queries) {
          for (const body of bodies) {
            const res = await c.request(route.method, path + query, body, {
              token: tokens[role],
            });
            const massAssigned =
              res.status < 300 &&
              typeof body === 'object' &&
              body !== null &&
              'unknown_field' in body;
            if (res.status >= 500 || massAssigned) {
              failures.push(
                `${res.status} ${role} ${route.method} ${route.url} ${param.slice(0, 20)} ${JSON.stringify(body)}`,
              );
            }
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
});

describe('badge editor bodies that are not objects', () => {
  it.each([
    ['no body', undefined],
    ['an array', []],
    ['a string', 'text'],
  ])('%s → 400 with a message, not 500', async (_label, body) => {
    for (const [method, path] of [
      ['POST', '/api/advisor/badges'],
      ['PUT', '/api/advisor/badges/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await c.request(method, path, body, { token: tokens.advisor });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
