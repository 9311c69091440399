// A throw-away PostgreSQL for the tests: PGlite (in memory) behind the Postgres wire protocol.
// Runs as a plain Node child process (PGlite loads its parts with dynamic import, which jest's VM
// cannot do). Prints "READY <host:port>" and exits on SIGTERM or when its parent goes away.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create();
const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 4 });
await server.start();
process.stdout.write(`READY ${server.getServerConn()}\n`);

const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.stdin.on('end', stop);
process.stdin.resume();
