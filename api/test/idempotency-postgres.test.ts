import { IdempotencyStore, MESSAGES } from '../src/lib/idempotency';
import type { TestServer } from './helpers';
import { newStudent, type Signed } from './learning-helpers';
import { onPglite } from './pglite-suite';

// Idempotency-Key on PostgreSQL (PGlite over the wire protocol, the real `pg` driver): the
// claim's ON CONFLICT DO NOTHING, replay, 422 and the sweep run the same queries as on SQLite.
jest.setTimeout(60_000);

let server: TestServer;
let ana: Signed;

onPglite(async (started) => {
  server = started;
  ana = await newStudent(server);
});

const ask = (key: string, email: string) =>
  ana.c.request(
    'POST',
    '/api/community/friends/request',
    { email },
    { token: ana.token, headers: { 'idempotency-key': key } },
  );
const requests = async () =>
  (
    await server.app.ctx.db.kysely
      .selectFrom('friend_requests')
      .select('id')
      .where('requester_id', '=', ana.userId)
      .execute()
  ).length;

describe('Idempotency-Key on postgres', () => {
  it('replays a repeat, refuses another body, and answers concurrent duplicates once', async () => {
    expect(server.app.ctx.db.engine).toBe('postgres');
    const first = await ask('pg-key-000001', 'one@example.com');
    expect(first.status).toBeLessThan(300);
    const again = await ask('pg-key-000001', 'one@example.com');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await ask('pg-key-000001', 'two@example.com');
    expect(other.status).toBe(422);
    expect(other.body.error).toBe(MESSAGES.mismatch);
    expect(await requests()).toBe(1);

    const both = await Promise.all([
      ask('pg-key-000002', 'three@example.com'),
      ask('pg-key-000002', 'three@example.com'),
    ]);
    expect(both.map((r) => r.status).every((s) => s < 300 || s === 409)).toBe(true);
    expect(both.some((r) => r.status < 300)).toBe(true);
    expect(await requests()).toBe(2);
  });

  it('sweeps keys past their 24 hours', async () => {
    const store = new IdempotencyStore(server.app.ctx.db.kysely);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await store.sweepExpired(later)).toBeGreaterThanOrEqual(2);
    expect(await store.sweepExpired(later)).toBe(0);
  });
});
