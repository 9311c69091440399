// The cross-replica suite of `npm run test:cluster`: every check talks HTTP to replica A, replica B
// or nginx in front of both (all on 127.0.0.1), and reads PostgreSQL or the bucket to confirm.
// Loops are bounded in count and time. Each check returns normally or throws with its reason.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from './cluster.mjs';

export const PASSWORD = 'Cluster-Test-Passw0rd!';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** A browser-like client: keeps cookies and echoes the CSRF cookie; any replica as the base. */
export class Client {
  cookies = new Map();
  token = undefined;

  async req(base, method, path, body, headers = {}) {
    const h = { ...headers };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.token && !h.authorization) h.authorization = `Bearer ${this.token}`;
    const csrf = this.cookies.get('csrf_token');
    if (method !== 'GET' && csrf) h['x-csrf-token'] = csrf;
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    const res = await fetch(base + path, {
      method,
      headers: h,
      body: payload,
      signal: AbortSignal.timeout(20_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq).trim());
      else this.cookies.set(pair.slice(0, eq).trim(), value);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    let json;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, body: json, bytes };
  }

  async login(base, email, password = PASSWORD, headers = {}) {
    await this.req(base, 'GET', '/api/auth/csrf', undefined, headers);
    const res = await this.req(base, 'POST', '/api/auth/login', { email, password }, headers);
    if (res.status === 200) this.token = res.body.session.access_token;
    return res;
  }
}

/** Creates (or promotes) an admin with the operator command, password on standard input. */
export function createAdmin(cluster, email) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'api', 'dist', 'admin-create.js'), '--email', email],
      {
        env: { ...cluster.replicas.a.env, LOG_LEVEL: 'warn' },
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: 60_000,
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.stdin.end(`${PASSWORD}\n`);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin:create ${email} failed (${code}):\n${out}`)),
    );
  });
}

async function metric(replica, name, labels) {
  const res = await fetch(`${replica.url}/api/metrics`);
  const text = await res.text();
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (want.every((w) => line.includes(w))) total += Number(line.split(' ').pop());
  }
  return total;
}

/** Runs `worker(i)` in `concurrency` loops until `ms` have passed (at most `max` calls each). */
async function loadFor(ms, concurrency, max, worker) {
  const until = Date.now() + ms;
  const results = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      for (let n = 0; n < max && Date.now() < until; n += 1) {
        results.push(await worker(lane * max + n).catch((err) => ({ error: String(err) })));
      }
    }),
  );
  return results;
}

export function scenarios(cluster) {
  const { replicas, proxyUrl, psql } = cluster;
  const A = replicas.a.url;
  const B = replicas.b.url;
  const run = randomUUID().slice(0, 8);
  const email = (who) => `${who}-${run}@cluster.test`;
  const state = {};

  return [
    [
      'accounts: admin:create makes the admins the suite signs in as',
      async () => {
        // The replicas have migrated the database already: the three run side by side.
        await Promise.all(
          ['admin', 'target', 'victim'].map((who) => createAdmin(cluster, email(who))),
        );
        const admin = new Client();
        const res = await admin.login(A, email('admin'));
        assert(res.status === 200, `admin sign-in through A: ${res.status}`);
        state.admin = admin;
        const list = await admin.req(B, 'GET', `/api/admin/users?search=${run}`);
        assert(list.status === 200, `admin list through B: ${list.status}`);
        state.ids = Object.fromEntries(list.body.items.map((u) => [u.email.split('-')[0], u.id]));
        assert(state.ids.target && state.ids.victim, 'the created accounts are listed');
      },
    ],
    [
      'sign in through replica A, refresh through replica B',
      async () => {
        const c = new Client();
        const login = await c.login(A, email('target'));
        assert(login.status === 200, `sign-in through A: ${login.status}`);
        const me = await c.req(B, 'GET', '/api/auth/me');
        assert(me.status === 200, `A's access token on B: ${me.status}`);
        const refreshed = await c.req(B, 'POST', '/api/auth/refresh', {
          refresh_token: login.body.session.refresh_token,
        });
        assert(refreshed.status === 200, `refresh through B: ${refreshed.status}`);
        const again = await c.req(A, 'GET', '/api/auth/me', undefined, {
          authorization: `Bearer ${refreshed.body.access_token}`,
        });
        assert(again.status === 200, `B's new access token on A: ${again.status}`);
        // For the reuse check below (a rotated token is honoured for 10 s, then revokes the family).
        state.reuse = {
          client: c,
          old: login.body.session.refresh_token,
          current: refreshed.body.refresh_token,
          at: Date.now(),
        };
      },
    ],
    [
      'rate limits are shared: 10 wrong passwords split over A and B lock the pair out on both',
      async () => {
        // OPTIO_TRUST_PROXY=1: this address is the client the replicas see (as behind nginx).
        const from = { 'x-forwarded-for': '10.77.0.1' };
        const statuses = [];
        for (let i = 0; i < 10; i += 1) {
          const c = new Client();
          const res = await c.login(i % 2 ? B : A, email('victim'), 'Wrong-password-123', from);
          statuses.push(res.status);
        }
        assert(
          statuses.every((s) => s === 401),
          `the first 10 failures answer 401: ${statuses.join(',')}`,
        );
        for (const base of [A, B]) {
          const res = await new Client().login(base, email('victim'), PASSWORD, from);
          assert(
            res.status === 429,
            `11th attempt through ${base === A ? 'A' : 'B'}: ${res.status}`,
          );
        }
        // Another address still signs in (the lock-out is per account and address).
        const other = await new Client().login(B, email('victim'), PASSWORD, {
          'x-forwarded-for': '10.77.0.2',
        });
        assert(other.status === 200, `another address: ${other.status}`);
      },
    ],
    [
      'a role change on A is enforced on B within 1 s',
      async () => {
        const target = new Client();
        assert((await target.login(B, email('target'))).status === 200, 'target signs in on B');
        const before = await target.req(B, 'GET', '/api/admin/users');
        assert(before.status === 200, `admin route on B before: ${before.status}`);
        const changed = await state.admin.req(A, 'PATCH', `/api/admin/users/${state.ids.target}`, {
          role: 'advisor',
        });
        assert(changed.status === 200, `role change on A: ${changed.status}`);
        const started = Date.now();
        let status = 200;
        while (Date.now() - started < 3000) {
          status = (await target.req(B, 'GET', '/api/admin/users')).status;
          if (status === 403) break;
          await sleep(25);
        }
        const ms = Date.now() - started;
        assert(status === 403, `B still lets the old admin in after ${ms} ms (${status})`);
        assert(ms <= 1000, `B enforced the change after ${ms} ms`);
        state.roleMs = ms;
      },
    ],
    [
      'an upload through A is downloaded through B (object storage, not a replica disk)',
      async () => {
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
          'base64',
        );
        const form = new FormData();
        form.append('image', new Blob([png], { type: 'image/png' }), 'logo.png');
        const up = await state.admin.req(A, 'POST', '/api/admin/settings/logo', form);
        assert(up.status === 200, `upload through A: ${up.status} ${up.bytes}`);
        const down = await fetch(B + up.body.logo_url);
        assert(down.status === 200, `download through B: ${down.status}`);
        const bytes = Buffer.from(await down.arrayBuffer());
        assert(bytes.subarray(1, 4).toString() === 'PNG', 'B sends the PNG');
        const viaProxy = await fetch(proxyUrl + up.body.logo_url);
        assert(viaProxy.status === 200, `download through nginx: ${viaProxy.status}`);
        state.logoUrl = up.body.logo_url;
      },
    ],
    [
      'a sweep runs once: replicas skip it while another session holds its advisory lock',
      async () => {
        const sweep = 'deleted_accounts';
        const lock = `hashtext('optio:sweep:${sweep}')`;
        const count = async (outcome) =>
          (await metric(replicas.a, 'optio_sweep_runs_total', { sweep, outcome })) +
          (await metric(replicas.b, 'optio_sweep_runs_total', { sweep, outcome }));
        // Another session takes the lock the replicas use (pg_try_advisory_lock(hashtext(…)))
        // and holds it for 5 s, while both replicas' sweep timers fire every second.
        const holder = spawn(
          'psql',
          [
            cluster.databaseUrl,
            '-qAt',
            '-c',
            `select pg_advisory_lock(${lock})`,
            '-c',
            'select pg_sleep(6)',
            '-c',
            `select pg_advisory_unlock(${lock})`,
          ],
          { stdio: 'ignore', env: { ...process.env, PGAPPNAME: 'optio-lock-holder' } },
        );
        const released = new Promise((resolve) => holder.once('exit', resolve));
        // Wait until the server shows the holder's lock granted (psql's output is buffered).
        const holding = () =>
          psql(
            "select count(*) from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.granted and a.application_name = 'optio-lock-holder'",
          ) === '1';
        const until = Date.now() + 20_000;
        while (!holding()) {
          assert(Date.now() < until, 'psql did not take the lock within 20 s');
          await sleep(100);
        }
        const held = { ok: await count('ok'), skipped: await count('skipped') };
        await sleep(3000);
        const during = { ok: await count('ok'), skipped: await count('skipped') };
        assert(holding(), 'the other session still held the lock at the end of the window');
        await released;
        // A run that began just before the lock was taken may end inside the window: one each.
        assert(
          during.ok - held.ok <= 2,
          `${during.ok - held.ok} sweep runs while another session held the lock`,
        );
        assert(
          during.skipped - held.skipped >= 3,
          `the replicas skipped only ${during.skipped - held.skipped} rounds while it was held`,
        );
        await sleep(2500);
        assert((await count('ok')) > during.ok, 'runs resume once the lock is released');
        state.sweep = {
          skippedWhileHeld: during.skipped - held.skipped,
          ranWhileHeld: during.ok - held.ok,
        };
      },
    ],
    [
      'refresh-token reuse is detected across replicas (after the 10 s grace, the family is revoked)',
      async () => {
        const { client, old, current, at } = state.reuse;
        const wait = at + 10_500 - Date.now();
        if (wait > 0) await sleep(wait);
        const reused = await client.req(A, 'POST', '/api/auth/refresh', { refresh_token: old });
        assert(reused.status === 401, `a rotated token presented again on A: ${reused.status}`);
        const family = await client.req(B, 'POST', '/api/auth/refresh', { refresh_token: current });
        assert(
          family.status === 401,
          `the family's newest token on B after reuse: ${family.status}`,
        );
      },
    ],
    [
      'SIGTERM to replica A under load through nginx loses no request (reads and writes)',
      async () => {
        const admin = state.admin;
        const auditBefore = Number(
          psql(
            `select count(*) from audit_log where action = 'user.update' and target_id = '${state.ids.victim}'`,
          ),
        );
        const tiers = ['explorer', 'creator', 'free'];
        let stopped;
        const load = loadFor(6000, 6, 400, async (i) => {
          if (i % 4 === 0) {
            const res = await admin.req(proxyUrl, 'PATCH', `/api/admin/users/${state.ids.victim}`, {
              subscription_tier: tiers[i % 3],
            });
            return { write: true, status: res.status };
          }
          const res = await admin.req(proxyUrl, 'GET', '/api/auth/me');
          return { write: false, status: res.status };
        });
        await sleep(1500);
        stopped = replicas.a.stop('SIGTERM');
        const results = await load;
        const code = await stopped;
        const bad = results.filter((r) => r.error || r.status >= 300);
        const writes = results.filter((r) => r.write && r.status < 300).length;
        const auditAfter = Number(
          psql(
            `select count(*) from audit_log where action = 'user.update' and target_id = '${state.ids.victim}'`,
          ),
        );
        state.sigterm = { requests: results.length, writes, exit: code };
        assert(code === 0, `replica A exited with ${code} after SIGTERM`);
        assert(
          bad.length === 0,
          `${bad.length} of ${results.length} requests failed: ${JSON.stringify(bad.slice(0, 3))}`,
        );
        assert(results.length > 50, `only ${results.length} requests ran`);
        // Tier changes that change nothing write no audit row; every answered write is committed.
        assert(auditAfter - auditBefore <= writes, 'no more audit rows than answered writes');
        await replicas.a.start();
      },
    ],
    [
      'kill -9 of replica A loses no committed write and no queued mail',
      async () => {
        const answered = [];
        const statuses = new Map();
        // Leads are public, but like every POST they carry the CSRF cookie and header.
        const visitor = new Client();
        await visitor.req(A, 'GET', '/api/auth/csrf');
        let n = 0;
        const load = loadFor(5000, 4, 200, async () => {
          n += 1;
          const lead = `lead-${run}-${n}@cluster.test`;
          const res = await visitor
            .req(
              A,
              'POST',
              '/api/leads',
              { kind: 'consultation', name: 'Cluster Test', email: lead },
              {
                // A fresh client address each time (the per-address budget is 5 an hour).
                'x-forwarded-for': `10.88.${Math.floor(n / 250)}.${n % 250}`,
              },
            )
            .catch(() => undefined);
          const status = res?.status ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 201) answered.push(lead);
          return { status };
        });
        await sleep(1200);
        const killed = replicas.a.stop('SIGKILL');
        await load;
        await killed;
        assert(
          answered.length > 0,
          `no lead was answered before the kill: ${JSON.stringify([...statuses])}`,
        );
        const list = answered.map((e) => `'${e}'`).join(',');
        const stored = Number(psql(`select count(*) from leads where email in (${list})`));
        assert(stored === answered.length, `${answered.length} answered, ${stored} stored`);
        const mails = Number(
          psql(
            `select count(*) from mail_outbox where to_address in (${list}) and failed_at is null`,
          ),
        );
        assert(
          mails === answered.length,
          `${answered.length} answered leads, ${mails} confirmation mails in the outbox`,
        );
        state.kill9 = { answered: answered.length, mails };
        await replicas.a.start();
      },
    ],
    [
      'backup, write more, restore: the database and the bucket return to the backup',
      async () => {
        const backupDir = join(cluster.work, 'backup');
        const env = { ...process.env, ...replicas.a.env };
        const backup = spawnSync(
          process.execPath,
          [join(ROOT, 'scripts', 'backup.mjs'), backupDir],
          {
            env,
            encoding: 'utf8',
            timeout: 120_000,
          },
        );
        assert(backup.status === 0, `backup failed:\n${backup.stdout}${backup.stderr}`);
        const usersAtBackup = psql('select count(*) from users');
        // Write more: an account and a new logo (a new object in the bucket).
        await createAdmin(cluster, email('after-backup'));
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
          'base64',
        );
        const form = new FormData();
        form.append('image', new Blob([png], { type: 'image/png' }), 'later.png');
        const up = await state.admin.req(B, 'POST', '/api/admin/settings/logo', form);
        assert(up.status === 200, `a later upload: ${up.status}`);

        // Restore with the replicas stopped, as docs/operations.md says, then start them again.
        await Promise.all([replicas.a.stop(), replicas.b.stop()]);
        const restore = spawnSync(
          process.execPath,
          [join(ROOT, 'scripts', 'restore.mjs'), backupDir, '--yes'],
          { env, encoding: 'utf8', timeout: 120_000 },
        );
        assert(restore.status === 0, `restore failed:\n${restore.stdout}${restore.stderr}`);
        await replicas.a.start();
        await replicas.b.start();
        assert(psql('select count(*) from users') === usersAtBackup, 'users back to the backup');
        const later = await new Client().login(A, email('after-backup'));
        assert(later.status === 401, `an account made after the backup: ${later.status}`);
        const admin = new Client();
        assert((await admin.login(B, email('admin'))).status === 200, 'the admin signs in again');
        const logo = await fetch(B + state.logoUrl);
        assert(logo.status === 200, `the logo of the backup is served: ${logo.status}`);
        const newer = await fetch(B + up.body.logo_url);
        assert(newer.status === 404, `the later logo is gone: ${newer.status}`);
      },
    ],
  ].map(([name, fn]) => ({ name, fn, state }));
}
