import { linkToken, startServer, STRONG_PASSWORD, waitForMail, type TestServer } from './helpers';
import { fdb, link, newUser } from './family-helpers';
import {
  api,
  complete,
  DEMO_PASSWORD,
  questId,
  signIn,
  type QuestBody,
  type Signed,
} from './learning-helpers';

jest.setTimeout(30_000);

const DAY = 86_400_000;
let server: TestServer;
let parent: Signed;
let child: Signed;

interface FeedBody {
  items: {
    kind: string;
    id: string;
    title: string;
    evidence: { text: string | null }[];
    cheers: number;
    cheered_by_me: boolean;
  }[];
}

async function invite(email: string): Promise<string> {
  const res = await api(parent, 'POST', `/api/parent/observers/${child.userId}`, { email });
  expect(res.status).toBe(200);
  const mail = await waitForMail(server, email, (m) => m.subject.includes('invites you'));
  return linkToken(mail, '/observer-invite');
}

const registerObserver = (token: string, email: string) =>
  server
    .client()
    .init()
    .then((c) =>
      c
        .post<{ email: string; fields?: Record<string, string> }>(
          '/api/observer-invitations/register',
          {
            token,
            first_name: 'Gran',
            last_name: 'Okafor',
            password: STRONG_PASSWORD,
            confirmPassword: STRONG_PASSWORD,
            acceptedLegalTerms: true,
          },
        )
        .then((res) => ({ res, email })),
    );

beforeAll(async () => {
  server = await startServer();
  [parent, child] = await Promise.all([newUser(server, 'parent'), newUser(server, 'student')]);
  await link(server, parent, child);
  // One shared completion and one confidential one.
  const id = await questId(server, 'music-composition');
  const quest = await api<QuestBody>(child, 'POST', `/api/quests/${id}/pick-up`, {});
  await complete(child, quest.body.tasks[0]!.id, [
    { name: 'text', value: 'Shared melody notes' },
    { name: 'confidential', value: 'false' },
  ]);
  await complete(child, quest.body.tasks[1]!.id, [
    { name: 'text', value: 'Private diary entry' },
    { name: 'confidential', value: 'true' },
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('observer invitations', () => {
  it('creates an observer account from the invitation, once', async () => {
    const email = `gran.${Date.now()}@example.com`;
    const token = await invite(email);
    const preview = await (
      await server.client().init()
    ).get<{ child_first_name: string; has_account: boolean }>(
      `/api/observer-invitations/preview?token=${encodeURIComponent(token)}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ has_account: false });
    const { res } = await registerObserver(token, email);
    expect(res.status).toBe(201);
    const gran = await signIn(server, email, STRONG_PASSWORD);
    const students = await api<{ students: { id: string }[] }>(
      gran,
      'GET',
      '/api/observer/students',
    );
    expect(students.body.students.map((s) => s.id)).toEqual([child.userId]);
    const me = await api<{ role: string }>(gran, 'GET', '/api/auth/me');
    expect(me.body.role).toBe('observer');
    // Used: a second attempt is refused.
    const second = await registerObserver(token, email);
    expect(second.res.status).toBe(400);
  });

  it('expires after 7 days', async () => {
    const email = `uncle.${Date.now()}@example.com`;
    const token = await invite(email);
    server.advance(7 * DAY + 60_000);
    try {
      const { res } = await registerObserver(token, email);
      expect(res.status).toBe(400);
      expect(res.body.fields?.token).toMatch(/expired/);
      const preview = await (
        await server.client().init()
      ).get(`/api/observer-invitations/preview?token=${encodeURIComponent(token)}`);
      expect(preview.status).toBe(400);
      // The parent's access token expired with the clock move: sign in again.
      const fresh = await signIn(server, parent.email, STRONG_PASSWORD);
      const list = await api<{ invitations: { email: string; expired: boolean }[] }>(
        fresh,
        'GET',
        `/api/parent/observers/${child.userId}`,
      );
      expect(list.body.invitations.find((i) => i.email === email)?.expired).toBe(true);
    } finally {
      server.advance(-(7 * DAY + 60_000));
    }
  });

  it('lets an existing observer accept only an invitation sent to their own address', async () => {
    const demoObserver = await signIn(server, 'observer@optio.test', DEMO_PASSWORD);
    const other = await invite(`someone.${Date.now()}@example.com`);
    const wrong = await api(demoObserver, 'POST', '/api/observer-invitations/accept', {
      token: other,
    });
    expect(wrong.status).toBe(403);
    const token = await invite('observer@optio.test');
    const ok = await api(demoObserver, 'POST', '/api/observer-invitations/accept', { token });
    expect(ok.status).toBe(200);
    const students = await api<{ students: { id: string }[] }>(
      demoObserver,
      'GET',
      '/api/observer/students',
    );
    expect(students.body.students.map((s) => s.id)).toContain(child.userId);
  });
});

describe('the observer feed', () => {
  let observer: Signed;
  beforeAll(async () => {
    const email = `aunt.${Date.now()}@example.com`;
    const token = await invite(email);
    await registerObserver(token, email);
    observer = await signIn(server, email, STRONG_PASSWORD);
  });

  it('shows shared work only, and logs every read for the parent', async () => {
    const feed = await api<FeedBody>(observer, 'GET', `/api/observer/feed/${child.userId}`);
    expect(feed.status).toBe(200);
    expect(feed.body.items).toHaveLength(1);
    expect(feed.body.items[0]!.evidence.map((e) => e.text)).toEqual(['Shared melody notes']);
    expect(JSON.stringify(feed.body)).not.toContain('Private diary entry');
    await api(observer, 'GET', `/api/observer/feed/${child.userId}`);
    const log = await api<{ reads: { observer_id: string; what: string }[] }>(
      parent,
      'GET',
      `/api/parent/observers/${child.userId}`,
    );
    expect(log.body.reads.filter((r) => r.observer_id === observer.userId)).toHaveLength(2);
  });

  it('cheers once per item and leaves validated encouragement the child can read', async () => {
    const feed = await api<FeedBody>(observer, 'GET', `/api/observer/feed/${child.userId}`);
    const item = feed.body.items[0]!;
    const body = { item_kind: item.kind, item_id: item.id };
    expect(
      (
        await api<{ cheers: number }>(
          observer,
          'POST',
          `/api/observer/cheers/${child.userId}`,
          body,
        )
      ).body.cheers,
    ).toBe(1);
    expect(
      (
        await api<{ cheers: number }>(
          observer,
          'POST',
          `/api/observer/cheers/${child.userId}`,
          body,
        )
      ).body.cheers,
    ).toBe(1);
    const confidential = await fdb(server)
      .selectFrom('task_completions')
      .select('id')
      .where('student_id', '=', child.userId)
      .where('confidential', '=', 1)
      .executeTakeFirstOrThrow();
    const hidden = await api(observer, 'POST', `/api/observer/cheers/${child.userId}`, {
      item_kind: 'completion',
      item_id: confidential.id,
    });
    expect(hidden.status).toBe(404);

    const empty = await api<{ fields: Record<string, string> }>(
      observer,
      'POST',
      `/api/observer/encouragements/${child.userId}`,
      { message: '   ' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fields.message).toBe('Write a message');
    const long = await api(observer, 'POST', `/api/observer/encouragements/${child.userId}`, {
      message: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    const ok = await api(observer, 'POST', `/api/observer/encouragements/${child.userId}`, {
      message: 'So proud of your melody!',
    });
    expect(ok.status).toBe(201);
    const forChild = await api<{ items: { message: string }[] }>(
      child,
      'GET',
      '/api/family/encouragements',
    );
    expect(forChild.body.items.map((i) => i.message)).toEqual(['So proud of your melody!']);
  });

  it('sees nothing of a child it does not follow, and loses access when the parent revokes it', async () => {
    const stranger = await newUser(server, 'student');
    expect((await api(observer, 'GET', `/api/observer/feed/${stranger.userId}`)).status).toBe(404);
    expect((await api(observer, 'GET', `/api/parent/dashboard/${child.userId}`)).status).toBe(403);
    const revoke = await api(
      parent,
      'DELETE',
      `/api/parent/observers/${child.userId}/${observer.userId}`,
    );
    expect(revoke.status).toBe(200);
    expect((await api(observer, 'GET', `/api/observer/feed/${child.userId}`)).status).toBe(404);
    expect(
      (
        await api(observer, 'POST', `/api/observer/encouragements/${child.userId}`, {
          message: 'Hi',
        })
      ).status,
    ).toBe(404);
  });
});
