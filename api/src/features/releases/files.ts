import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { join, relative } from 'node:path';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { ReleaseRefused } from './errors';

/** `<data dir>/releases/`: one folder per app, one immutable folder per release inside it. */
export const releasesRoot = (dataDir: string) => join(dataDir, 'releases');
export const releaseDir = (root: string, app: string, version: string) => join(root, app, version);

export const APP_NAME = /^(shell|mf-[a-z]+)$/;
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,99}$/;

const STAGING_PREFIX = '.staging-';
const LOCK_FILE = '.lock';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Total bytes and a sha256 over every file's path and content (the version's content hash). */
export async function measureDir(dir: string): Promise<{ sizeBytes: number; hash: string }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for (const file of await filesUnder(dir)) {
    const body = await readFile(file);
    sizeBytes += body.length;
    hash.update(relative(dir, file)).update('\0').update(body);
  }
  return { sizeBytes, hash: hash.digest('hex') };
}

/** A fresh folder the build writes into; only a finished, checked build is renamed into place. */
export async function makeStagingDir(root: string, app: string): Promise<string> {
  const dir = join(root, app, `${STAGING_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** rename(2) within one file system: the release folder appears whole or not at all. */
export async function moveIntoPlace(staging: string, target: string): Promise<void> {
  await rename(staging, target);
}

/** A killed process that its parent has not reaped yet (a zombie) still answers signal 0. */
const zombie = (pid: number) => {
  try {
    return /^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false; // no /proc (not Linux): trust signal 0
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One release of an app at a time: a lock file created exclusively, naming its process. A lock
 * left by a process that died (kill -9) on this machine is taken over.
 */
export async function lockApp(root: string, app: string): Promise<() => Promise<void>> {
  await mkdir(join(root, app), { recursive: true });
  const file = join(root, app, LOCK_FILE);
  const me = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(me);
      await handle.close();
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = (await readFile(file, 'utf8').catch(() => '')).trim();
      const [pid, host] = holder.split('@');
      if (host === hostname() && pid && !alive(Number(pid))) {
        await rm(file, { force: true });
        continue;
      }
      throw new ReleaseRefused(
        `Another release of ${app} is running (${holder || 'unknown process'}); try again when it ends.`,
      );
    }
  }
  throw new ReleaseRefused(`Could not take the release lock of ${app}.`);
}

/** Release folders on disk (not staging folders), and staging folders left by dead processes. */
export async function releaseFolders(
  root: string,
  app: string,
): Promise<{ versions: string[]; deadStaging: string[] }> {
  let names: string[];
  try {
    names = await readdir(join(root, app));
  } catch {
    return { versions: [], deadStaging: [] };
  }
  const versions: string[] = [];
  const deadStaging: string[] = [];
  for (const name of names) {
    if (name.startsWith(STAGING_PREFIX)) {
      const pid = Number(name.slice(STAGING_PREFIX.length).split('-')[0]);
      if (!alive(pid)) deadStaging.push(join(root, app, name));
    } else if (VERSION.test(name) && (await stat(join(root, app, name))).isDirectory()) {
      versions.push(name);
    }
  }
  return { versions, deadStaging };
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });
