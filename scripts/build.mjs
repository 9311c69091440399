// Builds the API and every app. An app whose inputs have not changed since its last build is
// skipped, so a second `npm start` does no work. `node scripts/build.mjs mf-public` builds one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT, log, pnpm } from './lib.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', 'coverage']);
const STAMP = '.build-hash';

function collect(dir, out = []) {
  if (!existsSync(dir)) return out;
  if (!statSync(dir).isDirectory()) {
    out.push(dir);
    return out;
  }
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry)) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) collect(full, out);
    else out.push(full);
  }
  return out;
}

function inputsHash(dirs) {
  const hash = createHash('sha256');
  const files = dirs.flatMap((d) => collect(join(ROOT, d))).sort();
  for (const file of [...files, join(ROOT, 'pnpm-lock.yaml')]) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const sharedInputs = ['shared'];
const stampOf = (dir) => {
  const file = join(ROOT, dir, 'dist', STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

async function buildApps(names) {
  const rspackCore = await import('@rspack/core');
  const rspack = rspackCore.rspack ?? rspackCore.default;
  const configs = [];
  for (const name of names) {
    const mod = await import(pathToFileURL(join(ROOT, name, 'rspack.config.mjs')).href);
    configs.push(mod.default({}, { mode: 'production' }));
  }
  await new Promise((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) return reject(error);
      const info = stats.toString({ colors: false, preset: 'errors-warnings' });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error('App build failed'));
      resolve();
    });
  });
}

export async function build(only = []) {
  const started = Date.now();
  const wanted = only.length ? only : ['api', ...APPS];
  const hashes = Object.fromEntries(
    wanted.map((name) => [
      name,
      inputsHash(
        name === 'api'
          ? ['api/src', 'api/package.json', 'api/tsup.config.ts', 'shared/contracts']
          : [name, ...sharedInputs],
      ),
    ]),
  );
  const stale = wanted.filter((name) => stampOf(name) !== hashes[name]);
  if (stale.length === 0) {
    log('Everything is built and up to date');
    return;
  }
  if (stale.includes('api')) {
    log('Building the API');
    await pnpm(['--filter', '@optio/api', 'build']);
  }
  const apps = stale.filter((n) => n !== 'api');
  if (apps.length) {
    log(`Building ${apps.join(', ')}`);
    await buildApps(apps);
  }
  for (const name of stale) writeFileSync(join(ROOT, name, 'dist', STAMP), hashes[name]);
  log(`Built ${stale.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build(process.argv.slice(2)).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
