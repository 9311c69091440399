import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { UploadStore } from '../src/lib/uploads';
import { DEMO_PASSWORD, startServer, STRONG_PASSWORD, type TestServer } from './helpers';
import {
  api,
  newStudent,
  postForm,
  signIn,
  tinyPdf,
  tinyPng,
  type Part,
  type Signed,
} from './learning-helpers';
import { completeTasks } from './records-helpers';
import { newUser } from './family-helpers';

/** Security review: children's public pages after consent is revoked, and the deletion sweep. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
}, 30_000);

const db = () => server.app.ctx.db.kysely;
const anon = () => server.client();

describe('a child whose parent revokes consent', () => {
  let kid: Signed;
  let fileUrl: string;

  beforeAll(async () => {
    kid = await newStudent(server);
    // An under-13 account that a parent consented to (as registration with a parent e-mail does).
    await db()
      .updateTable('users')
      .set({
        date_of_birth: '2016-02-01',
        consent_required: 1,
        consent_granted_at: new Date().toISOString(),
      })
      .where('id', '=', kid.userId)
      .execute();
    server.app.ctx.authUsers.invalidate(kid.userId);
    expect(
      (await api(kid, 'PUT', '/api/records/profile', { portfolio_slug: 'kid-review' })).status,
    ).toBe(200);
    await completeTasks(server, kid, 'couch-to-5k', [0]);
    const upload = await postForm<{ id: string }>(kid, '/api/records/portfolio/items', [
      { name: 'title', value: 'Bird drawing' },
      { name: 'pillar', value: 'art' },
      { name: 'work_date', value: '2025-05-01' },
      { name: 'is_public', value: 'true' },
      { name: 'confidential', value: 'false' },
      { name: 'file', value: tinyPdf(), filename: 'bird.pdf', type: 'application/pdf' },
    ]);
    expect(upload.status).toBe(201);
    fileUrl = `/api/public/portfolio/kid-review/items/${upload.body.id}/file`;
    // Under 13 both pages go public only through requests a parent approves.
    for (const target of ['portfolio', 'diploma']) {
      await api(kid, 'PUT', `/api/records/${target}/visibility`, { public: true });
    }
    await db()
      .updateTable('visibility_requests')
      .set({ status: 'approved', decided_at: new Date().toISOString() })
      .where('student_id', '=', kid.userId)
      .execute();
  });

  it('has public pages while consent stands', async () => {
    expect((await anon().get('/api/public/portfolio/kid-review')).status).toBe(200);
    expect((await anon().get(fileUrl)).status).toBe(200);
    expect((await anon().get(`/api/public/diploma/${kid.userId}`)).status).toBe(200);
  });

  it('disappears from the public web the moment consent is revoked (the same 404)', async () => {
    await server.consent.withdraw(kid.userId, null);
    for (const path of [
      '/api/public/portfolio/kid-review',
      fileUrl,
      `/api/public/diploma/${kid.userId}`,
    ]) {
      const res = await anon().get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Bird drawing');
    }
    const unknown = await anon().get('/api/public/portfolio/nobody-here');
    expect((await anon().get('/api/public/portfolio/kid-review')).body).toEqual(unknown.body);
  });
});

describe('the account deletion sweep', () => {
  it('removes the student’s stored files and every row that names them; they cannot sign in', async () => {
    const leaving = await newStudent(server);
    const friend = await newStudent(server);
    const avatar = await postForm(leaving, '/api/records/profile/avatar', [
      { name: 'file', value: tinyPng(), filename: 'me.png', type: 'image/png' },
    ]);
    expect(avatar.status).toBe(200);
    const upload = await postForm(leaving, '/api/records/portfolio/items', [
      { name: 'title', value: 'Poem' },
      { name: 'pillar', value: 'art' },
      { name: 'work_date', value: '2025-05-01' },
      { name: 'file', value: tinyPdf(), filename: 'poem.pdf', type: 'application/pdf' },
    ]);
    expect(upload.status).toBe(201);
    const quest = await completeTasks(server, leaving, 'couch-to-5k', []);
    const done = await postForm(leaving, `/api/tasks/${quest.tasks[0]!.id}/complete`, [
      { name: 'text', value: 'Ran' },
      { name: 'files', value: tinyPng(), filename: 'run.png', type: 'image/png' },
    ]);
    expect([200, 201]).toContain(done.status);
    const [low, high] = [leaving.userId, friend.userId].sort();
    const at = new Date().toISOString();
    await db()
      .insertInto('friendships' as never)
      .values({ user_low: low, user_high: high, created_at: at } as never)
      .execute();
    await db()
      .insertInto('direct_messages' as never)
      .values({
        id: randomUUID(),
        sender_id: friend.userId,
        recipient_id: leaving.userId,
        body: 'Hi',
        created_at: at,
        read_at: null,
      } as never)
      .execute();

    const profile = await db()
      .selectFrom('student_profiles' as never)
      .select('avatar_key' as never)
      .where('user_id' as never, '=', leaving.userId as never)
      .executeTakeFirstOrThrow();
    const files = await db()
      .selectFrom('evidence_files' as never)
      .select('storage_key' as never)
      .where('student_id' as never, '=', leaving.userId as never)
      .execute();
    const items = await db()
      .selectFrom('portfolio_items')
      .select('file_key')
      .where('student_id', '=', leaving.userId)
      .execute();
    const keys = [
      (profile as { avatar_key: string }).avatar_key,
      ...(files as { storage_key: string }[]).map((f) => f.storage_key),
      ...items.map((i) => i.file_key!),
    ];
    expect(keys).toHaveLength(3);
    const paths = keys.map((key) => new UploadStore({ dataDir: server.dataDir }).path(key));
    for (const p of paths) expect(existsSync(p)).toBe(true);

    const asked = await api<{ deletion: { scheduled_for: string } }>(
      leaving,
      'POST',
      '/api/records/account/deletion',
      { confirm: 'DELETE' },
    );
    expect(asked.status).toBe(200);
    const due = Date.parse(asked.body.deletion.scheduled_for);
    // Two: this student, and the child whose consent was withdrawn above (withdrawal schedules
    // the same deletion, issue #14).
    expect(await server.records.sweepDeletedAccounts(new Date(due + 60_000))).toBe(2);

    for (const p of paths) expect(existsSync(p)).toBe(false);
    const left = async (table: string, column: string) =>
      (
        await db()
          .selectFrom(table as never)
          .select(column as never)
          .where(column as never, '=', leaving.userId as never)
          .execute()
      ).length;
    for (const [table, column] of [
      ['users', 'id'],
      ['student_profiles', 'user_id'],
      ['evidence_files', 'student_id'],
      ['portfolio_items', 'student_id'],
      ['enrolments', 'student_id'],
      ['direct_messages', 'recipient_id'],
      ['friendships', 'user_low'],
      ['friendships', 'user_high'],
      ['refresh_tokens', 'user_id'],
    ]) {
      expect(`${table}.${column}: ${await left(table!, column!)}`).toBe(`${table}.${column}: 0`);
    }
    const login = await server.client().init();
    const res = await login.post('/api/auth/login', {
      email: leaving.email,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});

describe('the new upload routes', () => {
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  // A real PNG header followed by 11 MB: over the 10 MB image limit.
  const hugePng = Buffer.concat([tinyPng(), Buffer.alloc(11 * 1024 * 1024)]);
  const storedFiles = () => {
    const dir = join(server.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  it('refuse disguised HTML, SVG and oversized images, and keep no bytes of them', async () => {
    const student = await signIn(server, 'student@optio.test', DEMO_PASSWORD);
    const parent = await signIn(server, 'parent@optio.test', DEMO_PASSWORD);
    const admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
    const badges = await api<{ badges: { id: string }[] }>(admin, 'GET', '/api/advisor/badges');
    const badgeId = badges.body.badges[0]!.id;
    const routes: [Signed, string, string, string, Part[]][] = [
      [student, 'POST', '/api/records/profile/avatar', 'file', []],
      [
        student,
        'POST',
        '/api/records/portfolio/items',
        'file',
        [
          { name: 'title', value: 'Poster' },
          { name: 'work_date', value: '2025-05-01' },
        ],
      ],
      [
        parent,
        'POST',
        `/api/parent/evidence/${student.userId}`,
        'file',
        [{ name: 'title', value: 'Poster' }],
      ],
      [admin, 'PUT', `/api/advisor/badges/${badgeId}/image`, 'image', []],
      [admin, 'POST', '/api/admin/settings/logo', 'image', []],
    ];
    const before = storedFiles();
    for (const [who, method, path, field, fields] of routes) {
      for (const [file, name, type, status] of [
        [html, 'photo.png', 'image/png', 400],
        [svg, 'logo.svg', 'image/svg+xml', 400],
        [hugePng, 'big.png', 'image/png', 413],
      ] as const) {
        const res = await sendForm(who, method, path, [
          ...fields,
          { name: field, value: file, filename: name, type },
        ]);
        expect(`${path} ${name} ${res.status}`).toBe(`${path} ${name} ${status}`);
        expect(typeof res.body.error).toBe('string');
      }
    }
    expect(storedFiles()).toBe(before);
  }, 60_000); // many uploads, each image re-encoded: slow on a busy 2-core machine
});

/** postForm with a method (the badge image is a PUT). */
async function sendForm(s: Signed, method: string, path: string, parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename === undefined) form.append(p.name, String(p.value));
    else
      form.append(
        p.name,
        new Blob([new Uint8Array(p.value as Buffer)], { type: p.type }),
        p.filename,
      );
  }
  const res = await fetch(s.c.base + path, {
    method,
    headers: {
      cookie: s.c.cookieHeader(),
      'x-csrf-token': s.c.cookies.get('csrf_token') ?? '',
      authorization: `Bearer ${s.token}`,
    },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as { error?: string } };
}

describe('ids of other families', () => {
  it('answer exactly like unknown ids for every outsider', async () => {
    const child = await newUser(server, 'student');
    const stranger = await newUser(server, 'student');
    const otherParent = await newUser(server, 'parent');
    const otherAdvisor = await newUser(server, 'advisor');
    const otherObserver = await newUser(server, 'observer');
    const convo = await api<{ id: string }>(child, 'POST', '/api/tutor/conversations', {
      mode: 'study_buddy',
    });
    expect(convo.status).toBe(201);
    const unknown = randomUUID();
    const probes: [Signed, string, string][] = [
      [otherParent, 'GET', '/api/parent/dashboard/:id'],
      [otherParent, 'GET', '/api/parent/insights/:id'],
      [otherParent, 'GET', '/api/tutor/parent/conversations/:id'],
      [otherParent, 'GET', '/api/tutor/parent/settings/:id'],
      [otherAdvisor, 'GET', '/api/advisor/students/:id'],
      [otherObserver, 'GET', '/api/observer/feed/:id'],
    ];
    for (const [who, method, path] of probes) {
      const real = await api(who, method, path.replace(':id', child.userId));
      const none = await api(who, method, path.replace(':id', unknown));
      expect(`${path} ${real.status}`).toBe(`${path} 404`);
      expect(real.body).toEqual(none.body);
    }
    const chat = `/api/tutor/parent/conversations/${convo.body.id}/messages`;
    const noChat = `/api/tutor/parent/conversations/${unknown}/messages`;
    expect((await api(otherParent, 'GET', chat)).body).toEqual(
      (await api(otherParent, 'GET', noChat)).body,
    );
    expect((await api(otherParent, 'GET', chat)).status).toBe(404);
    // A student who is not connected can neither read nor write to a child.
    const dm = `/api/messages/with/${child.userId}`;
    expect((await api(stranger, 'POST', dm, { body: 'hi' })).status).toBe(403);
    expect((await api(stranger, 'GET', dm)).status).toBe(403);
    expect((await api(stranger, 'GET', `/api/messages/with/${unknown}`)).status).toBe(403);
  });
});
