// An app's contract (issue #17): what it exposes, the semver range of each shared singleton it
// needs (also given to Module Federation as `requiredVersion`), and the version of each it
// provides. The build writes it as contract.json; `npm run release` and `npm test` check remotes
// against the shell with it (api/src/features/releases/contract.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname as parentOf, join, resolve } from 'node:path';
import rspack from '@rspack/core';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** `react/jsx-runtime` → `react`, `@optio/contracts/roles` → `@optio/contracts`. */
export const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/** The package.json node would find for `name` from `dir` (walking up node_modules folders). */
function installedManifest(dir, name) {
  for (let at = dir; ; at = parentOf(at)) {
    const file = join(at, 'node_modules', name, 'package.json');
    if (existsSync(file)) return readJson(file);
    if (parentOf(at) === at) throw new Error(`${name} is not installed for ${dir}`);
  }
}

/**
 * The range an app needs of each shared request: its package.json's declared range (a
 * `workspace:` dependency becomes `^` the workspace package's version), else `^` what is
 * installed for it.
 */
export function sharedRanges(appDir, requests) {
  const pkg = readJson(resolve(appDir, 'package.json'));
  const declared = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    requests.map((request) => {
      const name = packageOf(request);
      const range = declared[name];
      if (range && !range.startsWith('workspace:')) return [request, range];
      return [request, `^${installedManifest(appDir, name).version}`];
    }),
  );
}

/** The version of each shared request installed for the app: what it provides at run time. */
export const providedVersions = (appDir, requests) =>
  Object.fromEntries(
    requests.map((request) => [request, installedManifest(appDir, packageOf(request)).version]),
  );

export function appContract({ dirname, name, exposes, requests }) {
  return {
    app: name,
    exposes: Object.keys(exposes).sort(),
    shared: sharedRanges(dirname, requests),
    provides: providedVersions(dirname, requests),
  };
}

/** Writes the contract into the build output as contract.json. */
export class ContractPlugin {
  constructor(contract) {
    this.contract = contract;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'contract.json',
            new rspack.sources.RawSource(`${JSON.stringify(this.contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}
