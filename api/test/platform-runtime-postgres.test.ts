import type { TestServer } from './helpers';
import { onPglite } from './pglite-suite';

// Migration 026 and the counters' upserts on PostgreSQL (PGlite over the wire protocol, the real
// `pg` driver); platform-runtime.test.ts covers the rest on the embedded default.
jest.setTimeout(60_000);

let server: TestServer;

onPglite(async (started) => {
  server = started;
});

it('adds each batch to the counters of the same remote version, package and code', async () => {
  const batch = {
    shared: [
      { remote: 'mf_pg', remote_version: '1.0.0', package: 'react', version: '19.3.1', count: 2 },
    ],
    errors: [{ remote: 'mf_pg', remote_version: '1.0.0', code: 'RUNTIME-003', count: 1 }],
  };
  for (let i = 0; i < 2; i += 1) {
    const c = await server.client().init();
    expect((await c.post('/api/platform/events', batch)).status).toBe(202);
  }
  const db = server.app.ctx.db.kysely;
  const shared = await db.selectFrom('platform_shared_observations').selectAll().execute();
  expect(shared.map((r) => [r.remote, r.package, Number(r.count)])).toEqual([
    ['mf_pg', 'react', 4],
  ]);
  const errors = await db.selectFrom('platform_error_counts').selectAll().execute();
  expect(errors.map((r) => [r.code, Number(r.count)])).toEqual([['RUNTIME-003', 2]]);
});
