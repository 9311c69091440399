import { startServer, type TestServer } from './helpers';
import { link, newUser } from './family-helpers';
import { api, DEMO_PASSWORD, signIn, type Signed } from './learning-helpers';

jest.setTimeout(60_000);

const NOT_CONNECTED =
  'You can only message your family, your friends, your advisor or your students';
const MINOR_TO_ADULT =
  'Students under 18 can only message adults who are their linked parent or their assigned advisor';
const ADULT_TO_MINOR =
  'This student is under 18: only their linked parents and their assigned advisor can message them';
const BLOCKED = 'You cannot message this person: one of you has blocked the other';

interface Person {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}
interface FriendsBody {
  friends: Person[];
  incoming: { id: string; from: Person }[];
  accepted_awaiting_parent: { id: string; from: Person }[];
  outgoing: { id: string; email: string; parent_approval: 'awaiting' | 'declined' | null }[];
}
interface ApprovalsBody {
  requests: {
    id: string;
    child: { id: string };
    direction: 'sent' | 'accepted';
    email: string;
    other: { first_name: string; is_adult: boolean } | null;
  }[];
}

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** A student of the given age (the registration default is an adult born in 2000). */
async function studentAged(age: number | null): Promise<Signed> {
  const s = await newUser(server, 'student');
  if (age !== null) {
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ date_of_birth: yearsAgo(age) })
      .where('id', '=', s.userId)
      .execute();
  }
  return s;
}

async function assignAdvisor(advisor: Signed, student: Signed): Promise<void> {
  await server.app.ctx.db.kysely
    .insertInto('advisor_students')
    .values({
      advisor_id: advisor.userId,
      student_id: student.userId,
      assigned_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const friendsOf = async (s: Signed) =>
  (await api<FriendsBody>(s, 'GET', '/api/community/friends')).body;
const ask = (from: Signed, to: Signed) =>
  api(from, 'POST', '/api/community/friends/request', { email: to.email });
const send = (from: Signed, to: Signed, body = 'Hello there') =>
  api<{ id: string; error?: string; held: boolean }>(
    from,
    'POST',
    `/api/messages/with/${to.userId}`,
    {
      body,
    },
  );
const approvals = async (parent: Signed) =>
  (await api<ApprovalsBody>(parent, 'GET', '/api/parent/friend-requests')).body.requests;

/** Friends the plain way (neither side under 13). */
async function befriend(a: Signed, b: Signed): Promise<void> {
  expect((await ask(a, b)).status).toBe(200);
  const incoming = (await friendsOf(b)).incoming.find((i) => i.from.id === a.userId)!;
  const accepted = await api(b, 'POST', `/api/community/friends/accept/${incoming.id}`);
  expect(accepted.body).toMatchObject({ awaiting_parent: false });
}

describe('under 13', () => {
  it('cannot message an unrelated adult, even one their parent approved as a friend; family and the advisor are reachable', async () => {
    const [child, parent, stranger, advisor] = await Promise.all([
      studentAged(10),
      newUser(server, 'parent'),
      studentAged(35),
      newUser(server, 'advisor'),
    ]);
    await link(server, parent, child);
    await assignAdvisor(advisor, child);

    const cold = await send(child, stranger);
    expect(cold.status).toBe(403);
    expect(cold.body.error).toBe(NOT_CONNECTED);
    expect((await send(stranger, child)).status).toBe(403);

    // The adult asks; the child accepts; the parent approves: a friendship, but no messages.
    expect((await ask(stranger, child)).status).toBe(200);
    const incoming = (await friendsOf(child)).incoming.find((i) => i.from.id === stranger.userId)!;
    const accept = await api(child, 'POST', `/api/community/friends/accept/${incoming.id}`);
    expect(accept.body).toEqual({ friend: null, awaiting_parent: true });
    const pending = await approvals(parent);
    expect(pending).toEqual([
      expect.objectContaining({
        id: incoming.id,
        direction: 'accepted',
        email: stranger.email,
        other: expect.objectContaining({ is_adult: true }),
      }),
    ]);
    expect(
      (await api(parent, 'POST', `/api/parent/friend-requests/${incoming.id}/approve`)).status,
    ).toBe(200);
    expect((await friendsOf(child)).friends.map((f) => f.id)).toEqual([stranger.userId]);
    const still = await send(child, stranger);
    expect(still.status).toBe(403);
    expect(still.body.error).toBe(MINOR_TO_ADULT);
    const back = await send(stranger, child);
    expect(back.status).toBe(403);
    expect(back.body.error).toBe(ADULT_TO_MINOR);
    const contacts = await api<{ contacts: { user: { id: string }; relation: string }[] }>(
      child,
      'GET',
      '/api/messages/contacts',
    );
    expect(contacts.body.contacts.map((c) => [c.user.id, c.relation]).sort()).toEqual(
      [
        [parent.userId, 'parent'],
        [advisor.userId, 'advisor'],
      ].sort(),
    );

    expect((await send(child, parent, 'Hi Mum')).status).toBe(201);
    expect((await send(parent, child, 'Hi love')).status).toBe(201);
    expect((await send(child, advisor, 'About my quest')).status).toBe(201);
  });

  it("sends friend requests only after a linked parent's approval, and befriends peers only with it", async () => {
    const [child, parent, otherParent, peer] = await Promise.all([
      studentAged(11),
      newUser(server, 'parent'),
      newUser(server, 'parent'),
      studentAged(12),
    ]);
    await link(server, parent, child);
    await link(server, otherParent, peer);

    expect((await ask(child, peer)).status).toBe(200);
    // Waiting for the parent: the child is told, the addressee sees nothing yet.
    expect((await friendsOf(child)).outgoing).toEqual([
      expect.objectContaining({ email: peer.email, parent_approval: 'awaiting' }),
    ]);
    expect((await friendsOf(peer)).incoming).toEqual([]);
    // Another family's parent cannot decide it.
    const [asked] = await approvals(parent);
    expect(asked).toMatchObject({ direction: 'sent', email: peer.email, other: null });
    expect(await approvals(otherParent)).toEqual([]);
    expect(
      (await api(otherParent, 'POST', `/api/parent/friend-requests/${asked!.id}/approve`)).status,
    ).toBe(404);
    expect(
      (await api(child, 'POST', `/api/parent/friend-requests/${asked!.id}/approve`)).status,
    ).toBe(403);

    expect(
      (await api(parent, 'POST', `/api/parent/friend-requests/${asked!.id}/approve`)).status,
    ).toBe(200);
    const incoming = (await friendsOf(peer)).incoming;
    expect(incoming.map((i) => i.from.id)).toEqual([child.userId]);
    // The peer is under 13 too: accepting waits for the peer's own parent.
    const accept = await api(peer, 'POST', `/api/community/friends/accept/${incoming[0]!.id}`);
    expect(accept.body).toMatchObject({ awaiting_parent: true });
    expect((await friendsOf(peer)).accepted_awaiting_parent.map((i) => i.from.id)).toEqual([
      child.userId,
    ]);
    expect((await send(child, peer)).status).toBe(403);
    const [accepted] = await approvals(otherParent);
    expect(accepted).toMatchObject({ direction: 'accepted', other: { is_adult: false } });
    expect(
      (await api(otherParent, 'POST', `/api/parent/friend-requests/${accepted!.id}/approve`))
        .status,
    ).toBe(200);
    expect((await friendsOf(child)).friends.map((f) => f.id)).toEqual([peer.userId]);
    expect((await send(child, peer, 'Want to do the space quest?')).status).toBe(201);

    // A declined request never reaches its addressee.
    const third = await studentAged(12);
    await ask(child, third);
    const [next] = await approvals(parent);
    expect(
      (await api(parent, 'POST', `/api/parent/friend-requests/${next!.id}/decline`)).status,
    ).toBe(200);
    expect((await friendsOf(third)).incoming).toEqual([]);
    expect((await friendsOf(child)).outgoing.find((o) => o.email === third.email)).toMatchObject({
      parent_approval: 'declined',
    });
    const audit = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', parent.userId)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'friend_request.parent_approve',
      'friend_request.parent_decline',
    ]);
  });
});

describe('under 18', () => {
  it('cannot message an adult who is not their linked parent or assigned advisor', async () => {
    const [teen, adult, parent, advisor, peer] = await Promise.all([
      studentAged(15),
      studentAged(19),
      newUser(server, 'parent'),
      newUser(server, 'advisor'),
      studentAged(16),
    ]);
    await link(server, parent, teen);
    await assignAdvisor(advisor, teen);
    await befriend(teen, adult);
    await befriend(teen, peer);

    const out = await send(teen, adult);
    expect(out.status).toBe(403);
    expect(out.body.error).toBe(MINOR_TO_ADULT);
    const inbound = await send(adult, teen);
    expect(inbound.status).toBe(403);
    expect(inbound.body.error).toBe(ADULT_TO_MINOR);
    const view = await api<{ can_send: boolean; send_block: string }>(
      teen,
      'GET',
      `/api/messages/with/${adult.userId}`,
    );
    expect(view.body).toMatchObject({ can_send: false, send_block: 'minor_adult' });

    expect((await send(teen, peer)).status).toBe(201);
    expect((await send(teen, parent)).status).toBe(201);
    expect((await send(teen, advisor)).status).toBe(201);
    expect((await send(advisor, teen)).status).toBe(201);
    // Adults among themselves are not limited.
    const otherAdult = await studentAged(40);
    await befriend(adult, otherAdult);
    expect((await send(adult, otherAdult)).status).toBe(201);
  });
});

describe('report and block', () => {
  it('a report lands in the admin safety queue with the reported messages attached', async () => {
    const [a, b] = await Promise.all([studentAged(14), studentAged(15)]);
    await befriend(a, b);
    const first = await send(b, a, 'Why are you ignoring me');
    await send(b, a, 'Answer me right now');
    await send(a, b, 'Please stop');
    expect(first.status).toBe(201);

    const bad = await api(a, 'POST', `/api/messages/with/${b.userId}/report`, {
      reason: 'gossip',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('fields.reason');
    const foreign = await api(a, 'POST', `/api/messages/with/${b.userId}/report`, {
      reason: 'bullying',
      message_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toHaveProperty('fields.message_ids');

    const report = await api<{ report_id: string; messages_attached: number; blocked: boolean }>(
      a,
      'POST',
      `/api/messages/with/${b.userId}/report`,
      { reason: 'bullying', note: 'This keeps happening' },
    );
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({ messages_attached: 3, blocked: false });

    const admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
    const queue = await api<{
      incidents: {
        surface: string;
        item_id: string;
        category: string;
        action_taken: string;
        student: { id: string };
        report: {
          reason: string;
          note: string;
          reporter: { id: string };
          reported: { id: string };
          messages: { body: string; sender_id: string }[];
        } | null;
      }[];
    }>(admin, 'GET', '/api/admin/safety/incidents');
    const incident = queue.body.incidents.find((i) => i.item_id === report.body.report_id);
    expect(incident).toMatchObject({
      surface: 'report',
      category: 'bullying',
      action_taken: 'reported',
      student: { id: a.userId },
      report: {
        reason: 'bullying',
        note: 'This keeps happening',
        reporter: { id: a.userId },
        reported: { id: b.userId },
      },
    });
    expect(incident!.report!.messages.map((m) => m.body)).toEqual([
      'Why are you ignoring me',
      'Answer me right now',
      'Please stop',
    ]);
    // Reports are for staff: the parents' safety view does not list them.
    const parent = await newUser(server, 'parent');
    await link(server, parent, a);
    const parentView = await api<{ incidents: { surface: string }[] }>(
      parent,
      'GET',
      `/api/tutor/parent/safety-reports/${a.userId}`,
    );
    expect(parentView.status).toBe(200);
    expect(parentView.body.incidents.some((i) => i.surface === 'report')).toBe(false);

    // Someone with no conversation or connection cannot be reported from here.
    const stranger = await studentAged(15);
    expect(
      (
        await api(stranger, 'POST', `/api/messages/with/${a.userId}/report`, {
          reason: 'bullying',
        })
      ).status,
    ).toBe(403);
  });

  it('a block works both ways at once: no messages, no friend requests; lifting it needs the blocker', async () => {
    const [a, b] = await Promise.all([studentAged(30), studentAged(31)]);
    await befriend(a, b);
    expect((await send(b, a)).status).toBe(201);

    const blocked = await api(a, 'POST', '/api/messages/blocks', { user_id: b.userId });
    expect(blocked.status).toBe(200);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await send(from, to);
      expect(res.status).toBe(403);
    }
    // The friendship ended with the block, and new requests reach no one, either way.
    expect((await friendsOf(a)).friends).toEqual([]);
    expect((await ask(b, a)).status).toBe(200);
    expect((await friendsOf(a)).incoming).toEqual([]);
    expect((await ask(a, b)).status).toBe(200);
    expect((await friendsOf(b)).incoming).toEqual([]);

    // Past messages stay readable; the thread says why nothing can be sent.
    const mine = await api<{ can_send: boolean; send_block: string; blocked_by_me: boolean }>(
      a,
      'GET',
      `/api/messages/with/${b.userId}`,
    );
    expect(mine.body).toMatchObject({
      can_send: false,
      send_block: 'blocked',
      blocked_by_me: true,
    });
    const theirs = await api<{ blocked_by_me: boolean; send_block: string }>(
      b,
      'GET',
      `/api/messages/with/${a.userId}`,
    );
    expect(theirs.body).toMatchObject({ blocked_by_me: false, send_block: 'blocked' });
    expect((await api(b, 'DELETE', `/api/messages/blocks/${a.userId}`)).status).toBe(404);
    expect(
      (
        await api<{ blocks: { user: { id: string } }[] }>(a, 'GET', '/api/messages/blocks')
      ).body.blocks.map((x) => x.user.id),
    ).toEqual([b.userId]);

    // Report and block in one step, from the other side of a new conversation.
    const [c, d] = await Promise.all([studentAged(30), studentAged(30)]);
    await befriend(c, d);
    await send(d, c, 'spam spam spam');
    const both = await api(c, 'POST', `/api/messages/with/${d.userId}/report`, {
      reason: 'bullying',
      block: true,
    });
    expect(both.body).toMatchObject({ blocked: true, messages_attached: 1 });
    const afterBlock = await send(d, c);
    expect(afterBlock.status).toBe(403);
    expect(afterBlock.body.error).toBe(BLOCKED);

    expect((await api(a, 'DELETE', `/api/messages/blocks/${b.userId}`)).status).toBe(200);
    // Unblocked, but no longer friends: they must connect again before messaging.
    expect((await send(a, b)).status).toBe(403);
    expect(
      await server.app.ctx.db.kysely
        .selectFrom('user_blocks')
        .selectAll()
        .where('blocker_id', '=', a.userId)
        .execute(),
    ).toEqual([]);
  });
});

describe("parents' view of direct messages", () => {
  it('a parent reads an under-13’s messages; for 13 to 17 sees who, not what; held messages stay withheld', async () => {
    const [young, teen, parent, friend, teenFriend] = await Promise.all([
      studentAged(9),
      studentAged(14),
      newUser(server, 'parent'),
      studentAged(10),
      studentAged(15),
    ]);
    await link(server, parent, young);
    await link(server, parent, teen);
    // Friends made directly: this test is about the parent's view, not approval.
    const k = server.app.ctx.db.kysely;
    const pair = (x: string, y: string) =>
      x < y ? { user_low: x, user_high: y } : { user_low: y, user_high: x };
    await k
      .insertInto('friendships')
      .values({ ...pair(young.userId, friend.userId), created_at: new Date().toISOString() })
      .execute();
    await befriend(teen, teenFriend);

    expect((await send(young, friend, 'Lego at recess?')).status).toBe(201);
    expect((await send(friend, young, 'Yes!')).status).toBe(201);
    const held = await send(friend, young, 'I will kill myself tonight');
    expect(held.body.held).toBe(true);
    expect((await send(teen, teenFriend, 'Secret plans for Saturday')).status).toBe(201);

    const youngThreads = await api<{
      oversight: string;
      threads: { user: { id: string }; message_count: number }[];
    }>(parent, 'GET', `/api/parent/children/${young.userId}/messages`);
    expect(youngThreads.body).toMatchObject({
      oversight: 'messages',
      threads: [{ user: { id: friend.userId }, message_count: 2 }],
    });
    const thread = await api<{ messages: { body: string }[] }>(
      parent,
      'GET',
      `/api/parent/children/${young.userId}/messages/${friend.userId}`,
    );
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m) => m.body)).toEqual(['Lego at recess?', 'Yes!']);

    const teenThreads = await api<{ oversight: string; threads: Record<string, unknown>[] }>(
      parent,
      'GET',
      `/api/parent/children/${teen.userId}/messages`,
    );
    expect(teenThreads.body.oversight).toBe('contacts');
    expect(teenThreads.body.threads).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: teenFriend.userId }),
        message_count: 1,
      }),
    ]);
    expect(JSON.stringify(teenThreads.body)).not.toContain('Secret plans');
    const teenThread = await api(
      parent,
      'GET',
      `/api/parent/children/${teen.userId}/messages/${teenFriend.userId}`,
    );
    expect(teenThread.status).toBe(403);
    expect(teenThread.body.error).toBe(
      'Your child is 13 or older: you can see who they message, not what they say',
    );

    // Another family's parent, and the children themselves, see nothing.
    const stranger = await newUser(server, 'parent');
    expect(
      (await api(stranger, 'GET', `/api/parent/children/${young.userId}/messages`)).status,
    ).toBe(404);
    expect((await api(young, 'GET', `/api/parent/children/${young.userId}/messages`)).status).toBe(
      403,
    );

    // The children are told what their parents can see.
    const told = async (s: Signed) =>
      (await api<{ parent_oversight: string }>(s, 'GET', '/api/messages/threads')).body
        .parent_oversight;
    expect(await told(young)).toBe('messages');
    expect(await told(teen)).toBe('contacts');
    // Without a linked parent nobody reads along, so nothing is said.
    expect(await told(friend)).toBe('none');
    expect(await told(await studentAged(25))).toBe('none');
  });
});
