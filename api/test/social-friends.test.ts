import { GENEROUS_LIMITS, mailsTo, startServer, uniqueEmail, type TestServer } from './helpers';
import {
  api,
  complete,
  DEMO_PASSWORD,
  newStudent,
  questId,
  signIn,
  type QuestBody,
  type Signed,
} from './learning-helpers';

jest.setTimeout(30_000);

interface Person {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}
interface FriendsBody {
  friends: (Person & { since: string })[];
  incoming: { id: string; from: Person; created_at: string }[];
  outgoing: { id: string; email: string; created_at: string; parent_approval: string | null }[];
}
interface ActivityBody {
  items: {
    id: string;
    friend: { id: string; first_name: string; last_name: string };
    quest: { id: string; title: string };
    task_title: string;
    pillar: string;
    xp: number;
    completed_at: string;
  }[];
}

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const friends = async (s: Signed) => {
  const res = await api<FriendsBody>(s, 'GET', '/api/community/friends');
  expect(res.status).toBe(200);
  return res.body;
};
const request = (s: Signed, email: string) =>
  api(s, 'POST', '/api/community/friends/request', { email });

async function befriend(a: Signed, b: Signed): Promise<void> {
  expect((await request(a, b.email)).status).toBe(200);
  const incoming = (await friends(b)).incoming.find((i) => i.from.id === a.userId);
  expect(incoming).toBeDefined();
  expect((await api(b, 'POST', `/api/community/friends/accept/${incoming!.id}`)).status).toBe(200);
}

describe('friend requests', () => {
  it('answers the same for an address with and without an account, and mails only a student', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    const ghost = uniqueEmail('ghost');
    const existing = await request(ana, bo.email.toUpperCase());
    const missing = await request(ana, ghost);
    expect(existing.status).toBe(200);
    expect(missing.status).toBe(existing.status);
    expect(missing.text).toBe(existing.text);
    expect(existing.body.message).toMatch(/friend request sent/i);

    // The sender sees both as the same kind of pending entry: no name, no hint of an account.
    const out = (await friends(ana)).outgoing;
    expect(out.map((o) => o.email).sort()).toEqual([bo.email, ghost].sort());
    expect(Object.keys(out[0]!).sort()).toEqual(['created_at', 'email', 'id', 'parent_approval']);
    expect(out.every((o) => o.parent_approval === null)).toBe(true);

    await server.settle();
    expect(mailsTo(server.dataDir, bo.email).some((m) => /wants to connect/.test(m.subject))).toBe(
      true,
    );
    expect(mailsTo(server.dataDir, ghost)).toHaveLength(0);

    // Nobody else sees either request.
    const carl = await newStudent(server);
    expect(await friends(carl)).toEqual({
      friends: [],
      incoming: [],
      accepted_awaiting_parent: [],
      outgoing: [],
    });
    // The addressee sees who asked.
    const boView = await friends(bo);
    expect(boView.incoming).toHaveLength(1);
    expect(boView.incoming[0]!.from).toMatchObject({ id: ana.userId, email: ana.email });
    expect(boView.outgoing).toEqual([]);
  });

  it('refuses a request to oneself with a field message, and bad addresses', async () => {
    const ana = await newStudent(server);
    const self = await request(ana, ` ${ana.email.toUpperCase()} `);
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual({ email: 'You cannot send a friend request to yourself' });
    const bad = await request(ana, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ email: 'Invalid email address' });
    const extra = await api(ana, 'POST', '/api/community/friends/request', {
      email: 'a@b.co',
      note: 'hi',
    });
    expect(extra.status).toBe(400);
    expect((await friends(ana)).outgoing).toEqual([]);
  });

  it('accepts: both become friends and the request is gone', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await request(ana, bo.email);
    const incoming = (await friends(bo)).incoming[0]!;
    const accepted = await api<{ friend: Person }>(
      bo,
      'POST',
      `/api/community/friends/accept/${incoming.id}`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.friend).toMatchObject({ id: ana.userId, email: ana.email });
    const anaView = await friends(ana);
    const boView = await friends(bo);
    expect(anaView.friends.map((f) => f.id)).toEqual([bo.userId]);
    expect(boView.friends.map((f) => f.id)).toEqual([ana.userId]);
    expect(anaView.outgoing).toEqual([]);
    expect(boView.incoming).toEqual([]);
    // Accepting twice finds nothing; requesting a friend again changes nothing.
    expect((await api(bo, 'POST', `/api/community/friends/accept/${incoming.id}`)).status).toBe(
      404,
    );
    expect((await request(ana, bo.email)).status).toBe(200);
    expect((await friends(ana)).outgoing).toEqual([]);
  });

  it('treats two requests in opposite directions as an acceptance', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await request(ana, bo.email);
    await request(bo, ana.email);
    expect((await friends(ana)).friends.map((f) => f.id)).toEqual([bo.userId]);
    expect(await friends(bo)).toMatchObject({ incoming: [], outgoing: [] });
  });

  it('declines without telling the sender, and a resend does not reach the addressee again', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await request(ana, bo.email);
    const id = (await friends(bo)).incoming[0]!.id;
    const declined = await api(bo, 'DELETE', `/api/community/friends/decline/${id}`);
    expect(declined.status).toBe(200);
    expect((await friends(bo)).incoming).toEqual([]);
    expect((await friends(ana)).outgoing.map((o) => o.id)).toEqual([id]);
    await request(ana, bo.email);
    expect((await friends(bo)).incoming).toEqual([]);
    expect((await api(bo, 'DELETE', `/api/community/friends/decline/${id}`)).status).toBe(404);
  });

  it('cancels a sent request; only its sender can', async () => {
    const [ana, bo, eve] = await Promise.all([
      newStudent(server),
      newStudent(server),
      newStudent(server),
    ]);
    await request(ana, bo.email);
    const id = (await friends(ana)).outgoing[0]!.id;
    // Someone else cannot cancel, accept or decline it.
    expect((await api(eve, 'DELETE', `/api/community/friends/cancel/${id}`)).status).toBe(404);
    expect((await api(eve, 'POST', `/api/community/friends/accept/${id}`)).status).toBe(404);
    expect((await api(eve, 'DELETE', `/api/community/friends/decline/${id}`)).status).toBe(404);
    // Nor can the addressee cancel it, nor the sender accept their own.
    expect((await api(bo, 'DELETE', `/api/community/friends/cancel/${id}`)).status).toBe(404);
    expect((await api(ana, 'POST', `/api/community/friends/accept/${id}`)).status).toBe(404);
    expect((await api(ana, 'DELETE', `/api/community/friends/cancel/${id}`)).status).toBe(200);
    expect((await friends(ana)).outgoing).toEqual([]);
    expect((await friends(bo)).incoming).toEqual([]);
    expect((await api(ana, 'DELETE', `/api/community/friends/cancel/${id}`)).status).toBe(404);
  });

  it('removes a friend on either side', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await befriend(ana, bo);
    expect((await api(bo, 'DELETE', `/api/community/friends/${ana.userId}`)).status).toBe(200);
    expect((await friends(ana)).friends).toEqual([]);
    expect((await friends(bo)).friends).toEqual([]);
    expect((await api(bo, 'DELETE', `/api/community/friends/${ana.userId}`)).status).toBe(404);
  });

  it('validates ids and keeps friends to students', async () => {
    const ana = await newStudent(server);
    const bad = await api(ana, 'POST', '/api/community/friends/accept/not-a-uuid');
    expect(bad.status).toBe(400);
    for (const email of ['parent@optio.test', 'advisor@optio.test', 'observer@optio.test']) {
      const s = await signIn(server, email, DEMO_PASSWORD);
      expect((await api(s, 'GET', '/api/community/friends')).status).toBe(403);
      expect((await request(s, ana.email)).status).toBe(403);
      expect((await api(s, 'GET', '/api/community/friends/activity')).status).toBe(403);
    }
    expect((await server.client().get('/api/community/friends')).status).toBe(401);
  });
});

describe('friends activity', () => {
  async function completeFirstTasks(s: Signed): Promise<QuestBody> {
    const id = await questId(server, 'family-recipes');
    const res = await api<QuestBody>(s, 'POST', `/api/quests/${id}/pick-up`, {});
    expect([200, 201]).toContain(res.status);
    const [t1, t2] = res.body.tasks;
    const open = await complete(s, t1!.id, [
      { name: 'text', value: 'Open evidence text' },
      { name: 'confidential', value: 'false' },
    ]);
    expect(open.status).toBe(200);
    const secret = await complete(s, t2!.id, [
      { name: 'text', value: 'Private family matter' },
      { name: 'confidential', value: 'true' },
    ]);
    expect(secret.status).toBe(200);
    return res.body;
  }

  it("shows friends' public completions only, without evidence, and nothing of strangers", async () => {
    const [ana, bo, stranger] = await Promise.all([
      newStudent(server),
      newStudent(server),
      newStudent(server),
    ]);
    await befriend(ana, bo);
    const quest = await completeFirstTasks(bo);
    await completeFirstTasks(stranger);

    const feed = await api<ActivityBody>(ana, 'GET', '/api/community/friends/activity');
    expect(feed.status).toBe(200);
    expect(feed.body.items).toHaveLength(1);
    expect(feed.body.items[0]).toMatchObject({
      friend: { id: bo.userId },
      quest: { id: quest.id, title: quest.title },
      task_title: quest.tasks[0]!.title,
      pillar: quest.tasks[0]!.pillar,
      xp: quest.tasks[0]!.xp,
    });
    expect(feed.text).not.toContain('Open evidence text');
    expect(feed.text).not.toContain('Private family matter');
    expect(feed.text).not.toContain(quest.tasks[1]!.title);

    // The confidential completion is recorded as such in the database (the filter is real).
    const rows = await server.app.ctx.db.kysely
      .selectFrom('task_completions')
      .select('confidential')
      .where('student_id', '=', bo.userId)
      .execute();
    expect(rows.map((r) => r.confidential).sort()).toEqual([0, 1]);

    // After unfriending, the feed is empty.
    await api(ana, 'DELETE', `/api/community/friends/${bo.userId}`);
    const after = await api<ActivityBody>(ana, 'GET', '/api/community/friends/activity');
    expect(after.body.items).toEqual([]);
    const badLimit = await api(ana, 'GET', '/api/community/friends/activity?limit=500');
    expect(badLimit.status).toBe(400);
  });
});

describe('rate limit', () => {
  it('limits friend requests per sender', async () => {
    const limited = await startServer({
      rateLimits: { ...GENEROUS_LIMITS, friendRequest: { points: 2, duration: 3600 } },
    });
    try {
      const ana = await newStudent(limited);
      expect((await request(ana, uniqueEmail('x'))).status).toBe(200);
      expect((await request(ana, uniqueEmail('x'))).status).toBe(200);
      const third = await request(ana, uniqueEmail('x'));
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
      expect((await friends(ana)).outgoing).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
