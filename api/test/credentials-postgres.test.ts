import { allocateStatusSlot } from '../src/features/credentials/status/store';
import { startServer, type TestServer } from './helpers';
import { startPglite, type Pglite } from './pglite';

// Migration 024 and the credential queries PostgreSQL answers differently (UPDATE … RETURNING,
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
});
