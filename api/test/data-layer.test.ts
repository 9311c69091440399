import { dataLayerSuite } from './data-layer-suite';
import { startPglite, type Pglite } from './pglite';

// PGlite (WebAssembly PostgreSQL) is slow to boot and to answer on a busy 2-core machine.
jest.setTimeout(30_000);

// Embedded default: a SQLite file under the data dir.
dataLayerSuite('sqlite', async () => ({}));

// PostgreSQL: PGlite over the wire protocol, through the real `pg` driver (see pglite.ts).
let pg: Pglite | undefined;

dataLayerSuite('postgres', async () => {
  pg = await startPglite();
  return { env: pg.env };
});

afterAll(() => {
  pg?.stop();
});
