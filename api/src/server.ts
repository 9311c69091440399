import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** In-flight requests get this long to finish after SIGTERM; then their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** After SIGTERM the listener stays open this long, answering resendable requests 503 (lib/drain). */
const DRAIN_MS = 1_000;

/**
 * Entry point: env → config → app → listen. SIGTERM: drain for DRAIN_MS so that a proxy in front
 * moves to another replica, then stop accepting connections (a request already on an accepted
 * connection is still served, then that connection closed), let in-flight requests finish,
 * wait for after-response work (mail), close the database pool, exit 0; exit 1 if
 * SHUTDOWN_GRACE_MS (counted from the signal) runs out. SIGINT (Ctrl-C) skips the drain.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const { app, drain } = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error(
        { graceMs: SHUTDOWN_GRACE_MS },
        'shutdown grace period over: cutting connections',
      );
      app.server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    if (signal === 'SIGTERM') drain.begin();
    const drained = new Promise((resolve) =>
      setTimeout(resolve, signal === 'SIGTERM' ? DRAIN_MS : 0),
    );
    drained
      .then(() => app.close())
      .then(
        () => {
          // The last line, written in the same turn as the exit: the log destination flushes it.
          app.log.info({ signal }, 'Optio API stopped');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ publicUrl: config.publicUrl, dataDir: config.dataDir }, 'Optio API ready');
}

main().catch((err: unknown) => {
  // A misconfiguration is the operator's to fix: one line per problem, no stack trace.
  if (err instanceof ConfigError) for (const line of err.problems) console.error(line);
  else console.error(err);
  process.exit(1);
});
