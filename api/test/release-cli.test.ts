import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer, type TestServer } from './helpers';
import { contractOf, writeSite } from './release-fixtures';

// The operator commands as an operator runs them (api/src/cli/release.ts), with a stand-in for
// the app build (OPTIO_RELEASE_BUILD) so a test does not spend a real build's seconds.
const REPO = resolve(__dirname, '..', '..');
// Each command starts tsx, which compiles the command on the fly: seconds on a busy machine.
jest.setTimeout(120_000);
const TSX = join(REPO, 'api', 'node_modules', '.bin', 'tsx');
const CLI = join(REPO, 'api', 'src', 'cli', 'release.ts');

let server: TestServer;
let fakeBuild: string;

beforeAll(async () => {
  server = await startServer();
  writeSite(server);
  fakeBuild = join(server.dataDir, 'fake-build.mjs');
  writeFileSync(
    fakeBuild,
    `import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const [app, out] = process.argv.slice(2);
const mode = process.env.FAKE_BUILD ?? 'ok';
if (mode === 'fail') { console.error('Module not found: ./Missing'); process.exit(2); }
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'mf-manifest.json'), JSON.stringify({ id: app, marker: process.env.MARKER }));
writeFileSync(join(out, 'contract.json'), ${JSON.stringify(contractOf('mf-public'))});
if (mode === 'hang') { console.log('halfway'); setTimeout(() => {}, 60_000); }
`,
  );
});
afterAll(async () => {
  await server.close();
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}, onStdout?: (text: string) => void) {
  // Its own process group, so the test can kill -9 the command and the build it started.
  const child = spawn(TSX, [CLI, ...args], {
    detached: true,
    env: {
      ...process.env,
      OPTIO_DATA_DIR: server.dataDir,
      OPTIO_STATIC_ROOT: server.config.staticRoot,
      OPTIO_RELEASE_BUILD: fakeBuild,
      OPTIO_RELEASED_BY: 'cli-test',
      OPTIO_LOG_LEVEL: 'silent',
      ...env,
    },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => {
    run.stdout += d;
    onStdout?.(run.stdout);
  });
  child.stderr.on('data', (d: Buffer) => (run.stderr += d));
  const done = new Promise<Run>((ok) => child.on('exit', (code) => ok({ ...run, code })));
  return { child, done };
}

/** Whether any process of a group is still running (a zombie has stopped: it only awaits reaping). */
function groupRunning(pgid: number): boolean {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .some((pid) => {
      try {
        // pid (comm) state ppid pgrp …; comm may hold spaces, so split after its ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(pgrp) === pgid && state !== 'Z';
      } catch {
        return false; // gone meanwhile
      }
    });
}

const live = async () => {
  const registry = (await (await fetch(`${server.url}/registry.json`)).json()) as {
    remotes: { name: string; manifest: string }[];
  };
  return registry.remotes.find((r) => r.name === 'mf_public')!.manifest;
};

describe('npm run release / rollback', () => {
  it('releases, refuses a failed build leaving the live release, and rolls back', async () => {
    const first = await cli(['publish', 'mf-public'], { MARKER: 'one' }).done;
    expect(first.stderr).toBe('Building mf-public …\n');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^Released mf-public 1\.0\.0-b\d{8}T\d{6}\.[0-9a-f]{10} \(\d+ bytes\)/,
    );
    const afterFirst = await live();
    expect(afterFirst).toMatch(/^\/releases\/mf-public\//);

    const failed = await cli(['publish', 'mf-public'], { FAKE_BUILD: 'fail' }).done;
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Refused: the build of mf-public failed (exit 2).');
    expect(await live()).toBe(afterFirst);

    await new Promise((r) => setTimeout(r, 1100)); // a new second: a distinct build time
    expect((await cli(['publish', 'mf-public'], { MARKER: 'two' }).done).code).toBe(0);
    expect(await live()).not.toBe(afterFirst);
    const back = await cli(['rollback', 'mf-public']).done;
    expect(back.code).toBe(0);
    expect(back.stdout).toMatch(/^Rolled mf-public back from \S+ to \S+ in \d+\.\d+ s\.$/m);
    expect(await live()).toBe(afterFirst);

    const unknown = await cli(['rollback', 'mf-public', '0.0.1-nope']).done;
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('mf-public has no release 0.0.1-nope.');
  });

  it('a release killed half-way (kill -9) leaves the previous live; the next one goes through', async () => {
    const before = await live();
    let halfway!: () => void;
    const reached = new Promise<void>((r) => (halfway = r));
    const hung = cli(['publish', 'mf-public'], { FAKE_BUILD: 'hang', MARKER: 'killed' });
    // The build prints through the release command's standard output.
    hung.child.stdout.on('data', (d: Buffer) => String(d).includes('halfway') && halfway());
    await reached;
    const second = await cli(['publish', 'mf-public'], { MARKER: 'blocked' }).done;
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/Another release of mf-public is running \(\d+@/);
    process.kill(-hung.child.pid!, 'SIGKILL');
    await hung.done;
    // tsx's exit is seen first; the command it ran (the lock's holder) dies a moment later.
    while (groupRunning(hung.child.pid!)) await new Promise((r) => setTimeout(r, 20));
    expect(await live()).toBe(before);

    const next = await cli(['publish', 'mf-public'], { MARKER: 'three' }).done;
    expect(next.code).toBe(0);
    expect(await live()).not.toBe(before);
    const pruned = await cli(['prune', '--keep', '5']).done;
    expect(pruned.code).toBe(0);
    const leftovers = join(server.dataDir, 'releases', 'mf-public');
    expect(existsSync(join(leftovers, '.lock'))).toBe(false);
    expect(readdirSync(leftovers).filter((name) => name.startsWith('.staging-'))).toEqual([]);
  });

  it('prune spares releases retired less than the grace ago, and says so', async () => {
    // mf-public now has three releases: the live one and two it replaced minutes ago at most.
    const kept = await cli(['prune', '--keep', '1']).done;
    expect(kept.code).toBe(0);
    const lines = kept.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(0, 2)) {
      expect(line).toMatch(
        /^Kept mf-public\/\S+ \(retired (less than a minute|\d+ minutes?) ago; grace 24 h\)\.$/,
      );
    }
    expect(lines[2]).toBe('Nothing to prune.');
    const folders = join(server.dataDir, 'releases', 'mf-public');
    expect(readdirSync(folders).filter((name) => !name.startsWith('.'))).toHaveLength(3);

    const removed = await cli(['prune', '--grace-hours', '0', '--keep', '1']).done;
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(/^Removed mf-public\/\S+, mf-public\/\S+\.\n$/);
    expect(readdirSync(folders).filter((name) => !name.startsWith('.'))).toEqual([
      (await live()).split('/')[3],
    ]);
  });

  it('refuses a grace that is not a whole number of hours from 0, in one line', async () => {
    for (const grace of ['-1', 'x']) {
      const res = await cli(['prune', '--keep', '1', '--grace-hours', grace]).done;
      expect(res.code).toBe(1);
      expect(res.stderr).toBe('--grace-hours must be a whole number of hours, at least 0.\n');
      expect(res.stdout).toBe('');
    }
    const missing = await cli(['prune', '--grace-hours', '2']).done;
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('npm run release:prune -- --keep <N> [--grace-hours <H>]');
  });

  it('prints the usage for a command it does not know', async () => {
    const res = await cli(['publish']).done;
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('npm run canary -- <app> <version> <percent>');
  });
});
