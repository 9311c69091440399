// `npm run preview -- <app>`: the working tree's draft of one remote, built apart (never its
// dist/ nor a release) and served on its own port inside the live site, rebuilt on every change
// (docs/operations.md "Previewing a draft"). Nothing reaches the live site or its visitors.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../config';
import { appOfContainer } from '../features/releases/registry';
import { runCli, UsageError } from './database';
import { DraftBuilds } from './preview/draft';
import { createPreviewServer } from './preview/server';

const REPO = repoRoot();
const DEFAULT_PORT = 8090;
const DEFAULT_LIVE = 'http://localhost:8080';

/** The remotes of the repository's registry: what the preview can show a draft of. */
function previewableApps(): string[] {
  const registry = JSON.parse(readFileSync(join(REPO, 'registry.json'), 'utf8')) as {
    remotes: { name: string }[];
  };
  return registry.remotes.map((entry) => appOfContainer(entry.name));
}

function settings(args: string[]): { app: string; port: number; live: URL } {
  const apps = previewableApps();
  if (args.length !== 1) throw new UsageError('Usage: npm run preview -- <app>');
  const app = args[0]!;
  if (!apps.includes(app)) {
    throw new UsageError(`Unknown app "${app}": the preview shows one of ${apps.join(', ')}.`);
  }
  const portText = process.env.PREVIEW_PORT || String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new UsageError(`PREVIEW_PORT must be a port number (0–65535), not "${portText}".`);
  }
  const liveText = process.env.PREVIEW_LIVE_URL || DEFAULT_LIVE;
  let live: URL;
  try {
    live = new URL(liveText);
  } catch {
    live = new URL('invalid:');
  }
  if (live.protocol !== 'http:' && live.protocol !== 'https:') {
    throw new UsageError(`PREVIEW_LIVE_URL must be an http(s) address, not "${liveText}".`);
  }
  return { app, port, live };
}

runCli(async () => {
  const { app, port, live } = settings(process.argv.slice(2));
  const draft = new DraftBuilds(app, join(REPO, app), (line) => console.log(line));
  const server = createPreviewServer({ app, live, draft: draft.state });
  // Loopback only: a draft is for the editor's own browser.
  await new Promise<void>((listening, fail) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'EADDRINUSE'
          ? new UsageError(`Port ${port} is in use: set PREVIEW_PORT to another one.`)
          : err,
      ),
    );
    server.listen(port, '127.0.0.1', listening);
  });
  const { port: bound } = server.address() as AddressInfo;
  console.log(
    `Preview of ${app}: open http://localhost:${bound}/ (the draft inside the live site at ` +
      `${live.origin}, which its visitors keep seeing unchanged). Ctrl-C stops it.`,
  );
  const answers = await fetch(new URL('/api/health', live)).then(
    (answer) => answer.ok,
    () => false,
  );
  if (!answers) {
    console.log(
      `The live site at ${live.origin} does not answer yet: start it (npm start) or set ` +
        'PREVIEW_LIVE_URL; until then the preview says so on every page.',
    );
  }
  // Ctrl-C from the first moment (during the first build too) stops cleanly.
  const stopped = new Promise<void>((done) => {
    const stop = () => {
      server.close();
      server.closeAllConnections();
      void draft.stop().then(done);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await draft.start();
  await stopped;
});
