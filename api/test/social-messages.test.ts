import { startServer, GENEROUS_LIMITS, type TestServer } from './helpers';
import { api, DEMO_PASSWORD, newStudent, signIn, type Signed } from './learning-helpers';

jest.setTimeout(30_000);

interface Msg {
  id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
}
interface ThreadBody {
  user: { id: string; first_name: string; last_name: string };
  relation: 'friend' | 'advisor' | 'student' | null;
  can_send: boolean;
  messages: Msg[];
}
interface ThreadsBody {
  threads: {
    user: { id: string };
    relation: string | null;
    can_send: boolean;
    unread: number;
    last_message: Msg;
  }[];
}

let server: TestServer;
let student: Signed;
let advisor: Signed;

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

const send = (from: Signed, to: string, body: unknown) =>
  api<Msg & { fields?: Record<string, string> }>(from, 'POST', `/api/messages/with/${to}`, {
    body,
  });
const thread = (s: Signed, other: string) =>
  api<ThreadBody>(s, 'GET', `/api/messages/with/${other}`);
const unread = async (s: Signed) =>
  (await api<{ unread: number }>(s, 'GET', '/api/messages/unread-count')).body.unread;

async function friends(a: Signed, b: Signed): Promise<void> {
  await api(a, 'POST', '/api/community/friends/request', { email: b.email });
  const list = await api<{ incoming: { id: string }[] }>(b, 'GET', '/api/community/friends');
  const res = await api(b, 'POST', `/api/community/friends/accept/${list.body.incoming[0]!.id}`);
  expect(res.status).toBe(200);
}

describe('messages between friends', () => {
  it('exchanges messages both ways with unread counts and read marks', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await friends(ana, bo);

    const first = await send(ana, bo.userId, '  Hi Bo, want to bake together?  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      sender_id: ana.userId,
      recipient_id: bo.userId,
      body: 'Hi Bo, want to bake together?',
      read_at: null,
    });
    expect((await send(ana, bo.userId, 'Saturday?')).status).toBe(201);

    expect(await unread(bo)).toBe(2);
    expect(await unread(ana)).toBe(0);
    const list = await api<ThreadsBody>(bo, 'GET', '/api/messages/threads');
    expect(list.body.threads).toHaveLength(1);
    expect(list.body.threads[0]).toMatchObject({
      user: { id: ana.userId },
      relation: 'friend',
      can_send: true,
      unread: 2,
      last_message: { body: 'Saturday?' },
    });

    const view = await thread(bo, ana.userId);
    expect(view.status).toBe(200);
    expect(view.body.messages.map((m) => m.body)).toEqual([
      'Hi Bo, want to bake together?',
      'Saturday?',
    ]);
    // Reading the thread does not mark it read; opening it (POST read) does.
    expect(await unread(bo)).toBe(2);
    const read = await api<{ marked: number; unread: number }>(
      bo,
      'POST',
      `/api/messages/with/${ana.userId}/read`,
    );
    expect(read.body).toEqual({ marked: 2, unread: 0 });
    expect(await unread(bo)).toBe(0);

    expect((await send(bo, ana.userId, 'Yes!')).status).toBe(201);
    expect(await unread(ana)).toBe(1);
    const anaThreads = await api<ThreadsBody>(ana, 'GET', '/api/messages/threads');
    expect(anaThreads.body.threads[0]).toMatchObject({ unread: 1, last_message: { body: 'Yes!' } });
    // Ana's own messages are now read by Bo.
    const anaView = await thread(ana, bo.userId);
    expect(
      anaView.body.messages.filter((m) => m.sender_id === ana.userId && m.read_at),
    ).toHaveLength(2);
  });

  it('validates the body: trimmed, not empty, at most 2,000 characters', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await friends(ana, bo);
    const empty = await send(ana, bo.userId, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ body: 'Message cannot be empty' });
    const long = await send(ana, bo.userId, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ body: 'Message must be at most 2,000 characters' });
    const missing = await api(ana, 'POST', `/api/messages/with/${bo.userId}`, {});
    expect(missing.status).toBe(400);
    expect((await send(ana, bo.userId, 'y'.repeat(2000))).status).toBe(201);
    expect((await send(ana, ana.userId, 'me')).status).toBe(400);
    expect((await thread(bo, ana.userId)).body.messages).toHaveLength(1);
  });

  it('refuses people who are not connected, the same for unknown ids', async () => {
    const [ana, bo, eve] = await Promise.all([
      newStudent(server),
      newStudent(server),
      newStudent(server),
    ]);
    await friends(ana, bo);
    await send(ana, bo.userId, 'private');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const target of [eve.userId, unknown]) {
      const res = await send(ana, target, 'hello');
      expect(res.status).toBe(403);
      expect((await thread(ana, target)).status).toBe(403);
      expect((await api(ana, 'POST', `/api/messages/with/${target}/read`)).status).toBe(403);
    }
    // Eve cannot read Ana and Bo's thread through either of them.
    expect((await thread(eve, ana.userId)).status).toBe(403);
    expect((await thread(eve, bo.userId)).status).toBe(403);
    expect((await api(ana, 'GET', '/api/messages/with/nope')).status).toBe(400);

    // A pending request is not a connection.
    await api(ana, 'POST', '/api/community/friends/request', { email: eve.email });
    expect((await send(eve, ana.userId, 'hi')).status).toBe(403);
  });

  it('keeps the history readable after unfriending but stops sending', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await friends(ana, bo);
    await send(ana, bo.userId, 'before');
    await api(ana, 'DELETE', `/api/community/friends/${bo.userId}`);
    const view = await thread(bo, ana.userId);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ relation: null, can_send: false });
    expect(view.body.messages.map((m) => m.body)).toEqual(['before']);
    expect((await send(bo, ana.userId, 'after')).status).toBe(403);
    const threads = await api<ThreadsBody>(bo, 'GET', '/api/messages/threads');
    expect(threads.body.threads[0]).toMatchObject({ can_send: false, relation: null });
  });
});

describe('messages between a student and an advisor', () => {
  it('works both ways for an assigned pair', async () => {
    const toStudent = await send(advisor, student.userId, 'How is the recipe quest going?');
    expect(toStudent.status).toBe(201);
    const view = await thread(student, advisor.userId);
    expect(view.body).toMatchObject({ relation: 'advisor', can_send: true });
    expect((await send(student, advisor.userId, 'Great, two tasks done.')).status).toBe(201);
    const advisorView = await thread(advisor, student.userId);
    expect(advisorView.body.relation).toBe('student');
    expect(advisorView.body.messages.map((m) => m.body)).toEqual([
      'How is the recipe quest going?',
      'Great, two tasks done.',
    ]);
    const contacts = await api<{ contacts: { user: { id: string }; relation: string }[] }>(
      advisor,
      'GET',
      '/api/messages/contacts',
    );
    expect(contacts.body.contacts).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: student.userId }),
        relation: 'student',
      }),
    ]);
  });

  it('refuses an advisor and a student who are not assigned, and other roles', async () => {
    const other = await newStudent(server);
    expect((await send(advisor, other.userId, 'hi')).status).toBe(403);
    expect((await send(other, advisor.userId, 'hi')).status).toBe(403);
    const parent = await signIn(server, 'parent@optio.test', DEMO_PASSWORD);
    expect((await send(parent, advisor.userId, 'hi')).status).toBe(403);
    const threads = await api<ThreadsBody>(parent, 'GET', '/api/messages/threads');
    expect(threads.status).toBe(200);
    expect(threads.body.threads).toEqual([]);
    expect((await server.client().get('/api/messages/unread-count')).status).toBe(401);
  });
});

describe('message rate limit', () => {
  it('limits messages per sender', async () => {
    const limited = await startServer({
      rateLimits: { ...GENEROUS_LIMITS, messageSend: { points: 2, duration: 60 } },
    });
    try {
      const s = await signIn(limited, 'student@optio.test', DEMO_PASSWORD);
      const a = await signIn(limited, 'advisor@optio.test', DEMO_PASSWORD);
      expect((await send(s, a.userId, 'one')).status).toBe(201);
      expect((await send(s, a.userId, 'two')).status).toBe(201);
      expect((await send(s, a.userId, 'three')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
