import { allocateStatusSlot } from '../src/features/credentials/status/store';
import { randomUUID } from 'node:crypto';
import { insertCredential } from '../src/features/credentials/issue/store';
import { newUser } from './family-helpers';
import { startServer, type TestServer } from './helpers';
import { startPglite, type Pglite } from './pglite';

// Migrations 024 and 028 and the credential queries PostgreSQL answers differently (UPDATE … RETURNING,
// ON CONFLICT DO NOTHING), against PGlite.

let pg: Pglite | undefined;
let server: TestServer;

beforeAll(async () => {
  pg = await startPglite();
  server = await startServer({}, pg.env);
}, 90_000);
afterAll(async () => {
  await server?.close();
  pg?.stop();
});

describe('credentials on PostgreSQL', () => {
  it('hands out consecutive status slots and serves the signed list', async () => {
    const db = server.app.ctx.db.kysely;
    const at = new Date().toISOString();
    const first = await allocateStatusSlot(db, at);
    const second = await allocateStatusSlot(db, at);
    expect(second).toEqual({ list: first.list, index: first.index + 1 });
    const list = await server
      .client()
      .request<Record<string, unknown>>('GET', `/credentials/status/${first.list}`);
    expect(list.status).toBe(200);
    expect(list.body.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  });

  it('records the signing key once, however often the DID document is read', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await server
        .client()
        .request<{ verificationMethod: unknown[] }>('GET', '/.well-known/did.json');
      expect(res.status).toBe(200);
      expect(res.body.verificationMethod).toHaveLength(1);
    }
  });

  it('stores one valid credential per content when two inserts race (migration 028)', async () => {
    const db = server.app.ctx.db.kysely;
    const kid = await newUser(server, 'student');
    const at = new Date().toISOString();
    const row = async () => {
      const slot = await allocateStatusSlot(db, at);
      return {
        id: randomUUID(),
        student_id: kid.userId,
        kind: 'diploma' as const,
        subject_key: '',
        content_hash: 'a'.repeat(64),
        status_list: slot.list,
        status_index: slot.index,
        document: '{}',
        issued_at: at,
        revoked_at: null,
        revoked_reason: null,
        revoked_by: null,
      };
    };
    const rows = await Promise.all([row(), row()]);
    const stored = await Promise.all(rows.map((r) => insertCredential(db, r)));
    expect(stored.sort()).toEqual([false, true]);
    await db
      .updateTable('credentials')
      .set({ revoked_at: at })
      .where('student_id', '=', kid.userId)
      .execute();
    // Once revoked, the same content can be issued again.
    expect(await insertCredential(db, await row())).toBe(true);
  });
});
