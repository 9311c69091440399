import { request as httpRequest } from 'node:http';
import { IdempotencyStore, MESSAGES } from '../src/lib/idempotency';
import { mailsTo, startServer, type Res, type TestServer } from './helpers';
import {
  DEMO_PASSWORD,
  newStudent,
  postForm,
  signIn,
  tinyPng,
  type Part,
  type Signed,
} from './learning-helpers';
import { pickUp } from './records-helpers';

jest.setTimeout(60_000);

let server: TestServer;
let student: Signed;
let advisor: Signed;
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

beforeAll(async () => {
  server = await startServer();
  [student, advisor] = await Promise.all([
    signIn(server, 'student@optio.test', DEMO_PASSWORD),
    signIn(server, 'advisor@optio.test', DEMO_PASSWORD),
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.ctx.db.kysely;
const withKey = (key: string) => ({ token: student.token, headers: { 'idempotency-key': key } });
const send = (key: string, body: unknown, from: Signed = student, to = advisor.userId) =>
  from.c.request<Record<string, unknown>>('POST', `/api/messages/with/${to}`, body, {
    token: from.token,
    headers: { 'idempotency-key': key },
  });
const messagesWith = async (text: string) =>
  (await db().selectFrom('direct_messages').select('id').where('body', '=', text).execute()).length;

/** Sends a request over a raw socket and drops the connection once the body is sent. */
function sendAndDrop(path: string, s: Signed, headers: Record<string, string>, body: Buffer) {
  return new Promise<void>((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-length': String(body.length),
        cookie: s.c.cookieHeader(),
        'x-csrf-token': s.c.cookies.get('csrf_token') ?? '',
        authorization: `Bearer ${s.token}`,
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => reject(new Error('the answer arrived before the drop')));
    req.end(body, () => {
      req.destroy();
      resolve();
    });
  });
}

/** Retries like a client after a lost connection: again while the first is still running. */
async function retry<T>(attempt: () => Promise<Res<T>>): Promise<Res<T>> {
  for (let i = 0; i < 50; i += 1) {
    const res = await attempt();
    if (res.status !== 409) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still in flight');
}

describe('Idempotency-Key on messages', () => {
  it('sends a message once and answers a repeat with the first answer', async () => {
    const key = newKey();
    const text = `Hello once ${key}`;
    const first = await send(key, { body: text });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await send(key, { body: text });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await messagesWith(text)).toBe(1);

    // Another key is another message.
    expect((await send(newKey(), { body: text })).status).toBe(201);
    expect(await messagesWith(text)).toBe(2);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const key = newKey();
    expect((await send(key, { body: `First ${key}` })).status).toBe(201);
    const other = await send(key, { body: `Second ${key}` });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe(MESSAGES.mismatch);
    expect(await messagesWith(`Second ${key}`)).toBe(0);
  });

  it('keeps keys per user: another user with the same key sends their own message', async () => {
    const key = newKey();
    const text = `Shared key ${key}`;
    expect((await send(key, { body: text })).status).toBe(201);
    const reply = await send(key, { body: text }, advisor, student.userId);
    expect(reply.status).toBe(201);
    expect(reply.headers.get('idempotent-replayed')).toBeNull();
    expect(await messagesWith(text)).toBe(2);
  });

  it('validates the key: 8 to 200 printable characters, quotes allowed', async () => {
    for (const bad of ['short', 'has a space', 'x'.repeat(201), 'tab\tinside-key']) {
      const res = await student.c.request(
        'POST',
        `/api/messages/with/${advisor.userId}`,
        {
          body: 'never stored',
        },
        withKey(bad),
      );
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'Idempotency-Key': MESSAGES.badKey });
    }
    expect(await messagesWith('never stored')).toBe(0);
    const key = newKey();
    const quoted = await send(`"${key}"`, { body: `Quoted ${key}` });
    expect(quoted.status).toBe(201);
    expect((await send(key, { body: `Quoted ${key}` })).headers.get('idempotent-replayed')).toBe(
      'true',
    );
  });

  it('gives the key back when the request fails, so a corrected retry runs', async () => {
    const key = newKey();
    const empty = await send(key, { body: '   ' });
    expect(empty.status).toBe(400);
    const fixed = await send(key, { body: `Fixed ${key}` });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers concurrent duplicates with one message: a replay or 409 for the other', async () => {
    const key = newKey();
    const text = `Concurrent ${key}`;
    const answers = await Promise.all([send(key, { body: text }), send(key, { body: text })]);
    const statuses = answers.map((a) => a.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const conflict = answers.find((a) => a.status === 409);
    if (conflict) {
      expect(conflict.body.error).toBe(MESSAGES.inFlight);
      expect(conflict.headers.get('retry-after')).toBe('1');
    }
    expect(await messagesWith(text)).toBe(1);
  });

  it('survives a dropped connection: the retry gets the first answer, one message', async () => {
    const key = newKey();
    const text = `Dropped ${key}`;
    await sendAndDrop(
      `/api/messages/with/${advisor.userId}`,
      student,
      { 'content-type': 'application/json', 'idempotency-key': key },
      Buffer.from(JSON.stringify({ body: text })),
    );
    const res = await retry(() => send(key, { body: text }));
    expect(res.status).toBe(201);
    expect(await messagesWith(text)).toBe(1);
    expect((await send(key, { body: text })).body).toEqual(res.body);
  });

  it('keeps an answer 24 hours; the sweep then forgets the key', async () => {
    const key = newKey();
    const text = `Day-old ${key}`;
    expect((await send(key, { body: text })).status).toBe(201);
    // Signed in again each time: access tokens last 15 minutes of the moved clock.
    const later = async (ms: number) => {
      server.advance(ms);
      student = await signIn(server, 'student@optio.test', DEMO_PASSWORD);
      advisor = await signIn(server, 'advisor@optio.test', DEMO_PASSWORD);
    };
    await later(23 * 60 * 60 * 1000);
    expect((await send(key, { body: text })).headers.get('idempotent-replayed')).toBe('true');
    await later(60 * 60 * 1000 + 1000);
    const store = new IdempotencyStore(server.app.ctx.db.kysely);
    expect(await store.sweepExpired(server.config.now())).toBeGreaterThanOrEqual(1);
    const after = await send(key, { body: text });
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(await messagesWith(text)).toBe(2);
  });
});

describe('Idempotency-Key on other creating requests', () => {
  it('sends one friend request (and one e-mail) for a repeated request', async () => {
    const ana = await newStudent(server);
    const ben = await newStudent(server);
    const key = newKey();
    const ask = () =>
      ana.c.request(
        'POST',
        '/api/community/friends/request',
        { email: ben.email },
        {
          token: ana.token,
          headers: { 'idempotency-key': key },
        },
      );
    const first = await ask();
    expect(first.status).toBeLessThan(300);
    const second = await ask();
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const rows = await db()
      .selectFrom('friend_requests')
      .select('id')
      .where('requester_id', '=', ana.userId)
      .execute();
    expect(rows).toHaveLength(1);
    await server.settle();
    expect(
      mailsTo(server.dataDir, ben.email).filter((m) => /wants to connect/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('completes a task with an uploaded file once, whatever boundary each attempt uses', async () => {
    const s = await newStudent(server);
    const quest = await pickUp(server, s, 'solar-oven');
    const taskId = quest.tasks[0]!.id;
    const parts = (png: Buffer): Part[] => [
      { name: 'text', value: 'Built the oven' },
      { name: 'files', value: png, filename: 'oven.png', type: 'image/png' },
    ];
    const key = newKey();
    const path = `/api/tasks/${taskId}/complete`;
    const first = await postForm(s, path, parts(tinyPng()), { 'idempotency-key': key });
    expect(first.status).toBe(200);
    // A new FormData (as a retry makes) has a new random boundary: still the same request.
    const second = await postForm(s, path, parts(tinyPng()), { 'idempotency-key': key });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const other = Buffer.concat([tinyPng(), Buffer.from('changed')]);
    expect((await postForm(s, path, parts(other), { 'idempotency-key': key })).status).toBe(422);

    const k = server.app.ctx.db.kysely;
    const completions = await k
      .selectFrom('task_completions')
      .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
      .select('task_completions.student_task_id')
      .where('student_tasks.student_id', '=', s.userId)
      .execute();
    expect(completions).toHaveLength(1);
    const files = await k.selectFrom('evidence_files').select('id').execute();
    const mine = files.length;
    expect((await postForm(s, path, parts(tinyPng()), { 'idempotency-key': key })).status).toBe(
      200,
    );
    expect(await k.selectFrom('evidence_files').select('id').execute()).toHaveLength(mine);
  });

  it('completes a task once when the upload connection drops and the client retries', async () => {
    const s = await newStudent(server);
    const quest = await pickUp(server, s, 'solar-oven');
    const path = `/api/tasks/${quest.tasks[0]!.id}/complete`;
    const key = newKey();
    const form = new FormData();
    form.append('text', 'Dropped upload');
    form.append('files', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'a.png');
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    await sendAndDrop(
      path,
      s,
      { 'content-type': encoded.headers.get('content-type')!, 'idempotency-key': key },
      body,
    );
    const res = await retry(() =>
      postForm(
        s,
        path,
        [
          { name: 'text', value: 'Dropped upload' },
          { name: 'files', value: tinyPng(), filename: 'a.png', type: 'image/png' },
        ],
        { 'idempotency-key': key },
      ),
    );
    expect(res.status).toBe(200);
    const k = server.app.ctx.db.kysely;
    const rows = await k
      .selectFrom('task_completions')
      .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
      .select('task_completions.student_task_id')
      .where('student_tasks.student_id', '=', s.userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('replays a signed-out registration within the same browser session', async () => {
    const c = await server.client().init();
    const email = `idem.${Date.now()}@example.com`;
    const payload = {
      first_name: 'Ida',
      last_name: 'Em',
      email,
      date_of_birth: '2000-01-01',
      password: 'Tr1cky-Lantern-Moss!',
      confirmPassword: 'Tr1cky-Lantern-Moss!',
      acceptedLegalTerms: true,
    };
    const key = newKey();
    const first = await c.post('/api/auth/register', payload, {
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    const second = await c.post('/api/auth/register', payload, {
      headers: { 'idempotency-key': key },
    });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    await server.settle();
    expect(mailsTo(server.dataDir, email)).toHaveLength(1);
  });

  it('never replays sign-in: a repeated login with one key gets fresh tokens', async () => {
    const c = await server.client().init();
    const key = newKey();
    const body = { email: 'student@optio.test', password: DEMO_PASSWORD };
    const a = await c.post<{ session: { refresh_token: string } }>('/api/auth/login', body, {
      headers: { 'idempotency-key': key },
    });
    const b = await c.post<{ session: { refresh_token: string } }>('/api/auth/login', body, {
      headers: { 'idempotency-key': key },
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.session.refresh_token).not.toBe(a.body.session.refresh_token);
  });
});
