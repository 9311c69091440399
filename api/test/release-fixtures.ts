import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolloutBucket } from '../src/features/releases/bucket';
import { makeStagingDir, releasesRoot } from '../src/features/releases/files';
import type { PlatformLayout } from '../src/features/releases/registry';
import type { TestServer } from './helpers';

export const SHELL_PROVIDES = { react: '19.3.1', '@optio/ui': '1.0.0' };
export const REMOTE_NEEDS = { react: '^19.0.9', '@optio/ui': '^1.0.0' };

export const contractOf = (
  app: string,
  shared: Record<string, string> = REMOTE_NEEDS,
  provides: Record<string, string> = SHELL_PROVIDES,
) => JSON.stringify({ app, exposes: app === 'shell' ? [] : ['./App'], shared, provides });

export function layoutOf(server: TestServer): PlatformLayout {
  return {
    registryFile: server.config.registryFile,
    staticRoot: server.config.staticRoot,
    releasesRoot: releasesRoot(server.config.dataDir),
  };
}

function writeFiles(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
}

/** A built site: the registry (mf_public and mf_demo), the shell and both remotes' dist/. */
export function writeSite(server: TestServer): void {
  const root = server.config.staticRoot;
  writeFiles(root, {
    'registry.json': JSON.stringify({
      remotes: [
        {
          name: 'mf_public',
          manifest: '/remotes/mf-public/mf-manifest.json',
          module: './App',
          routes: [{ path: '/', exact: true }],
        },
        {
          name: 'mf_demo',
          manifest: '/remotes/mf-demo/mf-manifest.json',
          module: './App',
          routes: [{ path: '/demo' }],
        },
      ],
    }),
  });
  writeFiles(join(root, 'shell', 'dist'), {
    'index.html': '<!doctype html><title>Optio</title><main><!--optio:outlet--></main>',
    'contract.json': contractOf('shell', {}),
  });
  for (const app of ['mf-public', 'mf-demo']) {
    writeFiles(join(root, app, 'dist'), {
      'mf-manifest.json': `{"id":"${app}","built":"dist"}`,
      'contract.json': contractOf(app),
    });
  }
}

/** What a build of `app` writes into a fresh staging folder; `marker` tells the builds apart. */
export async function stagedBuild(
  layout: PlatformLayout,
  app: string,
  marker: string,
  contract = contractOf(app),
): Promise<string> {
  const dir = await makeStagingDir(layout.releasesRoot, app);
  writeFiles(dir, {
    'mf-manifest.json': `{"id":"${app}","marker":"${marker}"}`,
    'remoteEntry.js': `var marker = ${JSON.stringify(marker)};`,
    'contract.json': contract,
    'prerender.json': JSON.stringify({
      '/': {
        title: `Landing ${marker}`,
        description: 'd',
        html: `<p>${marker}</p>`,
        stylesheets: [],
        scripts: [],
      },
    }),
  });
  return dir;
}

/** Two anonymous rollout keys on either side of a 50 % canary of `app`. */
export function keysOnBothSides(app: string): { canary: string; stable: string } {
  let canary = '';
  let stable = '';
  for (let i = 0; !canary || !stable; i++) {
    const key = `a.test-visitor-key-${String(i).padStart(6, '0')}`;
    if (rolloutBucket(app, key) < 50) canary ||= key;
    else stable ||= key;
  }
  return { canary, stable };
}
