import { startServer, type TestServer } from './helpers';
import { startPglite, type Pglite } from './pglite';

/**
 * One test server on PGlite for the whole file: started before its tests, then `setup` runs;
 * stopped after them. PGlite's WebAssembly start is slow on a loaded machine, hence 90 s.
 */
export function onPglite(setup: (server: TestServer) => Promise<void> | void): void {
  let pg: Pglite | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    pg = await startPglite();
    server = await startServer({}, pg.env);
    await setup(server);
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    pg?.stop();
  });
}
