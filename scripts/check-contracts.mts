// Every remote's contract against the current shell's, from the sources (no build): the shared
// ranges each app's package.json declares against the versions installed for the shell, and the
// modules registry.json loads against what each remote exposes. The same check `npm run release`
// makes against the live shell (api/src/features/releases/compat.ts). Run by `npm test` and
// `npm run check:contracts`; exits 1 listing every problem.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contractProblems, type AppContract } from '../api/src/features/releases/contract';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = [
  'mf-auth',
  'mf-student',
  'mf-parent',
  'mf-advisor',
  'mf-admin',
  'mf-public',
  'mf-demo',
];

async function contractOf(app: string): Promise<AppContract> {
  const config = (await import(pathToFileURL(join(ROOT, app, 'rspack.config.mjs')).href)) as {
    default: { contract: AppContract };
  };
  return config.default.contract;
}

const registry = JSON.parse(readFileSync(join(ROOT, 'registry.json'), 'utf8')) as {
  remotes: { name: string; module?: string }[];
};
const shell = await contractOf('shell');
const problems: string[] = [];
for (const app of REMOTES) {
  const modules = registry.remotes
    .filter((entry) => entry.name === app.replace(/-/g, '_'))
    .map((entry) => entry.module ?? './App');
  problems.push(...contractProblems(shell, await contractOf(app), modules));
}
if (problems.length) {
  console.error(
    `Contracts: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Contracts: ${REMOTES.length} remotes fit the shell.`);
