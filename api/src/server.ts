import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Entry point: env → config → app → listen; SIGTERM/SIGINT close gracefully. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const { app } = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
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
