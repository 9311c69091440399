import { createHash } from 'node:crypto';
import semver from 'semver';

/**
 * What an app's build promises and needs (shared/build/contract.mjs writes it as contract.json):
 * the modules it exposes, the semver range of every shared singleton it needs, and the version
 * of every shared singleton it provides (the shell's are the ones every remote receives).
 */
export interface AppContract {
  app: string;
  exposes: string[];
  shared: Record<string, string>;
  provides: Record<string, string>;
}

export function parseContract(text: string, source: string): AppContract {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  const c = value as Partial<AppContract> | null;
  const isMap = (m: unknown) =>
    !!m && typeof m === 'object' && Object.values(m).every((v) => typeof v === 'string');
  if (
    !c ||
    typeof c.app !== 'string' ||
    !Array.isArray(c.exposes) ||
    !c.exposes.every((e) => typeof e === 'string') ||
    !isMap(c.shared) ||
    !isMap(c.provides)
  ) {
    throw new Error(`${source} is not an app contract (app, exposes, shared, provides)`);
  }
  return c as AppContract;
}

/** Key order does not change the hash: the same promises hash the same. */
export function contractHash(contract: AppContract): string {
  const sorted = (m: Record<string, string>) =>
    Object.fromEntries(Object.entries(m).sort(([a], [b]) => a.localeCompare(b)));
  const canonical = {
    app: contract.app,
    exposes: [...contract.exposes].sort(),
    shared: sorted(contract.shared),
    provides: sorted(contract.provides),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Why `remote` cannot run in `shell`: a shared package the shell does not provide, or provides
 * at a version outside the remote's range, or a module the registry loads that the remote no
 * longer exposes. Empty when it can.
 */
export function contractProblems(
  shell: AppContract,
  remote: AppContract,
  loadedModules: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(remote.shared)) {
    const provided = shell.provides[name];
    if (!provided) {
      problems.push(`${remote.app} needs ${name} ${range}, which the shell does not provide`);
    } else if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push(`${remote.app} needs ${name} ${range}, but the shell provides ${provided}`);
    }
  }
  for (const module of loadedModules) {
    if (!remote.exposes.includes(module)) {
      problems.push(`${remote.app} does not expose ${module}, which the registry loads`);
    }
  }
  return problems;
}
