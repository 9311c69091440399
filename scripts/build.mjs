// Builds the API and every app. An app whose inputs have not changed since its last build is
// skipped, so a second `npm start` does no work. `node scripts/build.mjs mf-public` builds one;
// `--out DIR mf-public` builds one app into DIR, always (the release command's staging folder).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

/**
 * Each input's path, size and modification time, hashed: reading no file, it answers "nothing was
 * touched" cheaply (the release commands check the API this way before every run); only when it
 * differs are the contents hashed.
 */
function inputsStat(dirs) {
  const hash = createHash('sha256');
  const files = dirs.flatMap((d) => collect(join(ROOT, d))).sort();
  for (const file of [...files, join(ROOT, 'pnpm-lock.yaml')]) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(ROOT, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const sharedInputs = ['shared'];
const inputsOf = (name) =>
  name === 'api'
    ? ['api/src', 'api/package.json', 'api/tsup.config.ts', 'shared/contracts']
    : [name, ...sharedInputs];
const STAT_STAMP = '.build-stat';
const stampOf = (dir, stamp = STAMP) => {
  const file = join(ROOT, dir, 'dist', stamp);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/**
 * Compiles an app's Markdown content (mf-public/build/content.mjs) into the modules its sources
 * import, before anything is hashed or bundled; throws "file:line: message" for every broken page.
 */
async function compileContent(names) {
  for (const name of names) {
    const compiler = join(ROOT, name, 'build', 'content.mjs');
    if (existsSync(compiler)) await (await import(pathToFileURL(compiler).href)).buildContent();
  }
}

const hasPrerender = (name) => existsSync(join(ROOT, name, 'src', 'prerender.tsx'));
const hasIslands = (name) => existsSync(join(ROOT, name, 'src', 'islands', 'index.ts'));

/** @param {string[]} names @param {string} [outDir] one app's output folder instead of its dist/ */
async function buildApps(names, outDir) {
  const rspackCore = await import('@rspack/core');
  const rspack = rspackCore.rspack ?? rspackCore.default;
  const { createIslandsConfig, createPrerenderConfig } = await import('../shared/build/index.mjs');
  const configs = [];
  for (const name of names) {
    const mod = await import(pathToFileURL(join(ROOT, name, 'rspack.config.mjs')).href);
    configs.push(mod.default({ outDir }, { mode: 'production' }));
    if (hasPrerender(name)) {
      configs.push(createPrerenderConfig({ dirname: join(ROOT, name), name })());
    }
    if (hasIslands(name)) configs.push(createIslandsConfig({ dirname: join(ROOT, name), name })());
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

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip -9) next to every text asset of an
 * app's dist, which the server sends instead of compressing per request (quality 11 is too slow
 * for that, and about 8% smaller than what it would use). See api/src/lib/static.
 */
async function precompress(app, dist = join(ROOT, app, 'dist')) {
  const files = collect(dist).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** Runs each app's prerender bundle (see createPrerenderConfig), which writes HTML into dist/. */
async function prerender(names, outDir) {
  const { prerenderBundle } = await import('../shared/build/index.mjs');
  const require = createRequire(import.meta.url);
  for (const name of names) {
    const bundle = prerenderBundle(join(ROOT, name));
    // A second build in the same process (npm start rebuilding) must load the new bundle.
    for (const key of Object.keys(require.cache)) {
      if (key.startsWith(dirname(bundle))) delete require.cache[key];
    }
    const mod = require(bundle);
    await (mod.default ?? mod)(outDir ?? join(ROOT, name, 'dist'));
  }
}

export async function build(only = []) {
  const started = Date.now();
  const wanted = only.length ? only : ['api', ...APPS];
  await compileContent(wanted.filter((name) => name !== 'api'));
  const stats = Object.fromEntries(wanted.map((name) => [name, inputsStat(inputsOf(name))]));
  const untouched = (name) => stampOf(name) && stampOf(name, STAT_STAMP) === stats[name];
  const hashes = Object.fromEntries(
    wanted.filter((name) => !untouched(name)).map((name) => [name, inputsHash(inputsOf(name))]),
  );
  const stale = Object.keys(hashes).filter((name) => stampOf(name) !== hashes[name]);
  // Touched but unchanged (a checkout, a save without edits): remember the new times.
  for (const name of Object.keys(hashes).filter((n) => !stale.includes(n))) {
    writeFileSync(join(ROOT, name, 'dist', STAT_STAMP), stats[name]);
  }
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
    await prerender(apps.filter(hasPrerender));
    await Promise.all(apps.map((app) => precompress(app)));
  }
  for (const name of stale) {
    writeFileSync(join(ROOT, name, 'dist', STAMP), hashes[name]);
    writeFileSync(join(ROOT, name, 'dist', STAT_STAMP), stats[name]);
  }
  log(`Built ${stale.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds one app into `outDir`, whatever its stamp says; its dist/ is left as it was. */
export async function buildInto(app, outDir) {
  const started = Date.now();
  await compileContent([app]);
  await buildApps([app], outDir);
  if (hasPrerender(app)) await prerender([app], outDir);
  await precompress(app, outDir);
  log(`Built ${app} into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const work =
    outAt === -1
      ? build(args)
      : buildInto(args.filter((_, i) => i !== outAt && i !== outAt + 1)[0], args[outAt + 1]);
  work.catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
