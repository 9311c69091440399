// The throw-away cluster `npm run test:cluster` runs against: PostgreSQL (Debian's, initdb'd into
// a temporary directory and run as the `postgres` user), redis-server, s3rver (npm), two API
// replicas (the built api/dist/server.js) and nginx in front with deploy/nginx/optio.conf.template.
// Everything listens on 127.0.0.1 only, and stop() ends every process this module started.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free loopback TCP port. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** The newest installed PostgreSQL's bin directory (Debian: /usr/lib/postgresql/<v>/bin). */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

const nginxBin = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const redisBin = () =>
  ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((p) => existsSync(p));

/** Debian packages the cluster needs and does not have yet. */
export function missingPackages() {
  const missing = [];
  if (!postgresBin()) missing.push('postgresql');
  if (!redisBin()) missing.push('redis-server');
  if (!nginxBin()) missing.push('nginx');
  if (!existsSync('/usr/bin/pg_dump')) missing.push('postgresql-client');
  return missing;
}

function runSync(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout}${res.stderr}`);
  }
  return res.stdout;
}

/** Waits until `check` resolves true, polling every 100 ms, or throws after `ms`. */
export async function waitFor(what, check, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`${what} not ready within ${ms / 1000} s`);
    await sleep(100);
  }
}

/**
 * Starts the whole cluster under `work` (a fresh directory). Returns handles the suite uses:
 * the proxy and replica URLs, psql, replica stop/kill/start, the S3 settings and the logs.
 */
export async function startCluster(work, { log = console.log, oneReplicaProxy = false } = {}) {
  const children = new Set();
  const bin = postgresBin();
  const pgDir = join(work, 'pg');
  const ports = {
    pg: await freePort(),
    redis: await freePort(),
    s3: await freePort(),
    a: await freePort(),
    b: await freePort(),
    proxy: await freePort(),
    proxyOne: await freePort(),
  };
  let pgStarted = false;
  const logs = join(work, 'logs');
  mkdirSync(logs, { recursive: true });

  const spawnLogged = (name, cmd, args, opts = {}) => {
    const out = join(logs, `${name}.log`);
    const fd = openLog(out);
    const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], ...opts });
    child.group = opts.detached === true;
    children.add(child);
    child.once('exit', () => children.delete(child));
    child.logFile = out;
    return child;
  };

  const stop = async () => {
    for (const child of children) {
      // nginx's workers outlive a SIGKILLed master (they went on listening after every run):
      // it runs in a process group of its own, killed whole.
      if (child.group) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      } else child.kill('SIGKILL');
    }
    if (pgStarted) {
      spawnSync(
        'runuser',
        ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', pgDir, '-m', 'immediate', 'stop'],
        {
          stdio: 'ignore',
        },
      );
    }
    await sleep(200);
  };

  try {
    // PostgreSQL refuses to run as root: the data directory belongs to `postgres` (the Debian
    // package's user), and initdb/pg_ctl run as that user.
    chmodSync(work, 0o755);
    mkdirSync(pgDir, { mode: 0o700 });
    runSync('chown', ['postgres:postgres', pgDir]);
    log(`PostgreSQL (${bin}) on 127.0.0.1:${ports.pg}`);
    runSync('runuser', [
      '-u',
      'postgres',
      '--',
      join(bin, 'initdb'),
      '-D',
      pgDir,
      '-A',
      'trust',
      '-U',
      'optio',
      '--no-sync',
    ]);
    runSync('runuser', [
      '-u',
      'postgres',
      '--',
      join(bin, 'pg_ctl'),
      '-D',
      pgDir,
      '-l',
      join(pgDir, 'server.log'),
      '-w',
      '-o',
      `-p ${ports.pg} -c listen_addresses=127.0.0.1 -k ${pgDir} -c fsync=off -c max_connections=60`,
      'start',
    ]);
    pgStarted = true;
    const psqlArgs = [
      '-h',
      '127.0.0.1',
      '-p',
      String(ports.pg),
      '-U',
      'optio',
      '-v',
      'ON_ERROR_STOP=1',
    ];
    runSync('psql', [...psqlArgs, '-d', 'postgres', '-qc', 'create database optio']);
    const databaseUrl = `postgres://optio@127.0.0.1:${ports.pg}/optio`;
    const psql = (sqlText) =>
      runSync('psql', [...psqlArgs, '-d', 'optio', '-At', '-c', sqlText]).trim();

    log(`redis-server on 127.0.0.1:${ports.redis}`);
    const redisDir = join(work, 'redis');
    mkdirSync(redisDir);
    spawnLogged('redis', redisBin(), [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      redisDir,
    ]);

    log(`s3rver on 127.0.0.1:${ports.s3}`);
    const s3Dir = join(work, 's3');
    mkdirSync(s3Dir);
    spawnLogged('s3rver', process.execPath, [
      join(ROOT, 'api', 'test', 's3rver-server.mjs'),
      s3Dir,
      String(ports.s3),
      'optio',
    ]);
    const s3Env = {
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_BUCKET: 'optio',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    await waitFor('redis and s3rver', async () => {
      const s3 = await fetch(`${s3Env.S3_ENDPOINT}/`).then(
        () => true,
        () => false,
      );
      return s3 && readFileSync(join(logs, 'redis.log'), 'utf8').includes('Ready to accept');
    });

    // Both replicas share the secrets, the database, Redis and the bucket; each has its own
    // data directory (the upload spool and mailbox), so nothing passes between them on disk.
    const common = {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      ...s3Env,
      JWT_SECRET: 'cluster-test-jwt-secret-0123456789abcdef',
      CSRF_SECRET: 'cluster-test-csrf-secret-0123456789abcdef',
      PUBLIC_URL: `http://127.0.0.1:${ports.proxy}`,
      OPTIO_TRUST_PROXY: '1',
      OPTIO_SWEEP_INTERVAL_S: '1',
      LOG_LEVEL: 'info',
    };
    const replicas = {};
    for (const name of ['a', 'b']) {
      const port = ports[name];
      const dataDir = join(work, `replica-${name}`);
      mkdirSync(dataDir);
      const env = { ...common, PORT: String(port), OPTIO_DATA_DIR: dataDir };
      const replica = {
        name: name.toUpperCase(),
        port,
        url: `http://127.0.0.1:${port}`,
        dataDir,
        env,
        child: undefined,
        starts: 0,
        async start() {
          replica.starts += 1;
          replica.child = spawnLogged(
            `replica-${name}-${replica.starts}`,
            process.execPath,
            [join(ROOT, 'api', 'dist', 'server.js')],
            { env, cwd: ROOT },
          );
          const child = replica.child;
          await waitFor(
            `replica ${replica.name}`,
            async () => {
              if (exited(child)) throw new Error(`replica ${replica.name} exited`);
              return (await fetch(`${replica.url}/api/ready`)).status === 200;
            },
            60_000,
          ).catch((err) => {
            throw new Error(`${err.message}\n${tail(child.logFile)}`);
          });
        },
        /** Starts it again if it is not running (after a failed check stopped it). */
        async ensure() {
          if (!replica.child || exited(replica.child)) await replica.start();
        },
        /** Sends `signal`; resolves with the exit code once the process has gone. */
        stop(signal = 'SIGTERM') {
          const child = replica.child;
          if (!child || exited(child)) return Promise.resolve(child?.exitCode ?? child?.signalCode);
          return new Promise((done) => {
            child.once('exit', (code, sig) => done(code ?? sig));
            child.kill(signal);
          });
        },
      };
      replicas[name] = replica;
    }
    // One after the other: the first one migrates the empty database.
    log(`API replicas on 127.0.0.1:${ports.a} and :${ports.b}`);
    await replicas.a.start();
    await replicas.b.start();

    log(`nginx on 127.0.0.1:${ports.proxy}`);
    const nginxDir = join(work, 'nginx');
    mkdirSync(join(nginxDir, 'logs'), { recursive: true });
    const site = readFileSync(join(ROOT, 'deploy', 'nginx', 'optio.conf.template'), 'utf8')
      .replaceAll('${OPTIO_API_A}', `127.0.0.1:${ports.a}`)
      .replaceAll('${OPTIO_API_B}', `127.0.0.1:${ports.b}`)
      .replaceAll('${OPTIO_PROXY_LISTEN}', `127.0.0.1:${ports.proxy}`);
    // For the benchmark: the same site again on another port with replica A alone behind it.
    const one = oneReplicaProxy
      ? readFileSync(join(ROOT, 'deploy', 'nginx', 'optio.conf.template'), 'utf8')
          .replaceAll('optio_api', 'optio_api_one')
          .replaceAll('${OPTIO_API_A}', `127.0.0.1:${ports.a}`)
          .replace(/^\s*server \$\{OPTIO_API_B\}.*$/m, '')
          .replaceAll('${OPTIO_PROXY_LISTEN}', `127.0.0.1:${ports.proxyOne}`)
      : '';
    writeFileSync(join(nginxDir, 'optio.conf'), `${site}\n${one}`);
    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      [
        'daemon off;',
        'master_process on;',
        'worker_processes 1;',
        'user root;',
        `pid ${join(nginxDir, 'nginx.pid')};`,
        `error_log ${join(nginxDir, 'logs', 'error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        `  access_log ${join(nginxDir, 'logs', 'access.log')};`,
        `  client_body_temp_path ${join(nginxDir, 'body')};`,
        `  proxy_temp_path ${join(nginxDir, 'proxy')};`,
        `  fastcgi_temp_path ${join(nginxDir, 'fastcgi')};`,
        `  uwsgi_temp_path ${join(nginxDir, 'uwsgi')};`,
        `  scgi_temp_path ${join(nginxDir, 'scgi')};`,
        `  include ${join(nginxDir, 'optio.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    spawnLogged('nginx', nginxBin(), ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], {
      detached: true,
    });
    const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
    await waitFor('nginx', async () => (await fetch(`${proxyUrl}/api/health`)).status === 200);

    return {
      work,
      ports,
      proxyUrl,
      oneReplicaProxyUrl: oneReplicaProxy ? `http://127.0.0.1:${ports.proxyOne}` : undefined,
      databaseUrl,
      psql,
      s3Env,
      replicas,
      logs,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** A file descriptor the child writes to directly (no pipe through this process). */
function openLog(path) {
  writeFileSync(path, '');
  return openSync(path, 'a');
}

/** The last lines of a log file, for failure messages. */
export function tail(path, lines = 30) {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
