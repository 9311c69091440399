// Builds bench/portfolio.ts the way the server is built (one ESM bundle, workspace packages
// inlined: tsx cannot load @optio/contracts' re-exports as ES modules) and runs it.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(api, 'node_modules', '.cache', 'bench-portfolio');
await build({
  entry: { portfolio: join(api, 'bench', 'portfolio.ts') },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir,
  clean: true,
  splitting: false,
  silent: true,
  config: false,
  noExternal: [/^@optio\//],
  shims: true,
});
execFileSync(process.execPath, ['--expose-gc', join(outDir, 'portfolio.js')], {
  stdio: 'inherit',
  cwd: api,
});
