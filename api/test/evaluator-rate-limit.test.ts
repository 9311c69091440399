import { GENEROUS_LIMITS, startServer, type TestServer } from './helpers';

jest.setTimeout(60_000);

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    rateLimits: { ...GENEROUS_LIMITS, evaluatorIp: { points: 3, duration: 900 } },
  });
});

afterAll(async () => {
  await server.close();
});

it('rate-limits the public evaluator routes per client address, tokens valid or not', async () => {
  const c = await server.client().init();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push((await c.get(`/api/evaluate/${'a'.repeat(43)}${i}`)).status);
  }
  expect(statuses).toEqual([404, 404, 404, 429]);
  const limited = await c.get(`/api/evaluate/${'b'.repeat(43)}/portfolio.pdf`);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
});
