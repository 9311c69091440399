import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';
import { newUser } from './family-helpers';
import { api, newStudent, signIn, type Signed } from './learning-helpers';
import { completeTasks } from './records-helpers';

/**
 * An account that may not sign in (a child whose parent revoked consent, a deactivated account)
 * disappears for the people connected to it: friends, message contacts and observers.
 */
jest.setTimeout(60_000);

interface FriendsBody {
  friends: { id: string }[];
}
interface ActivityBody {
  items: { friend: { id: string } }[];
}
interface ContactsBody {
  contacts: { user: { id: string } }[];
}
interface ThreadsBody {
  threads: { user: { id: string } }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.ctx.db.kysely;

/**
 * Friends made directly: an under-13's friendships need a linked parent's approval
 * (minors-social.test.ts), which is not what these tests are about.
 */
async function befriend(a: Signed, b: Signed): Promise<void> {
  const [user_low, user_high] = [a.userId, b.userId].sort() as [string, string];
  await db()
    .insertInto('friendships' as never)
    .values({ user_low, user_high, created_at: new Date().toISOString() } as never)
    .execute();
}

/** What a friend sees of another student, in every place a friend can see them. */
async function seenByFriend(friend: Signed, otherId: string) {
  const [friends, activity, contacts, threads] = await Promise.all([
    api<FriendsBody>(friend, 'GET', '/api/community/friends'),
    api<ActivityBody>(friend, 'GET', '/api/community/friends/activity'),
    api<ContactsBody>(friend, 'GET', '/api/messages/contacts'),
    api<ThreadsBody>(friend, 'GET', '/api/messages/threads'),
  ]);
  return {
    friend: friends.body.friends.some((f) => f.id === otherId),
    activity: activity.body.items.some((i) => i.friend.id === otherId),
    contact: contacts.body.contacts.some((c) => c.user.id === otherId),
    thread: threads.body.threads.some((t) => t.user.id === otherId),
  };
}

const everywhere = { friend: true, activity: true, contact: true, thread: true };
const nowhere = { friend: false, activity: false, contact: false, thread: false };

describe('a child whose parent revokes consent', () => {
  let kid: Signed;
  let friend: Signed;
  let observer: Signed;
  let stranger: Signed;
  let completionId: string;

  beforeAll(async () => {
    [kid, friend, observer, stranger] = await Promise.all([
      newStudent(server),
      newStudent(server),
      newUser(server, 'observer'),
      newStudent(server),
    ]);
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
    // The friend is a child too: an under-13 may not message an adult friend (issue #14).
    await db()
      .updateTable('users')
      .set({ date_of_birth: '2015-06-01' })
      .where('id', '=', friend.userId)
      .execute();
    server.app.ctx.authUsers.invalidate(kid.userId);
    await befriend(kid, friend);
    await completeTasks(server, kid, 'couch-to-5k', [0]);
    expect(
      (await api(kid, 'POST', `/api/messages/with/${friend.userId}`, { body: 'Hi!' })).status,
    ).toBe(201);
    await db()
      .insertInto('observer_links')
      .values({
        observer_id: observer.userId,
        student_id: kid.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
    const feed = await api<{ items: { id: string }[] }>(
      observer,
      'GET',
      `/api/observer/feed/${kid.userId}`,
    );
    expect(feed.status).toBe(200);
    completionId = feed.body.items[0]!.id;
  });

  it('is visible to friends and observers while consent stands', async () => {
    expect(await seenByFriend(friend, kid.userId)).toEqual(everywhere);
    expect(
      (await api<{ unread: number }>(friend, 'GET', '/api/messages/unread-count')).body.unread,
    ).toBe(1);
    const students = await api<{ students: { id: string }[] }>(
      observer,
      'GET',
      '/api/observer/students',
    );
    expect(students.body.students.map((s) => s.id)).toEqual([kid.userId]);
  });

  it('disappears for friends, messages and observers once consent is revoked', async () => {
    await server.consent.withdraw(kid.userId, null);

    expect(await seenByFriend(friend, kid.userId)).toEqual(nowhere);
    expect(
      (await api<{ unread: number }>(friend, 'GET', '/api/messages/unread-count')).body.unread,
    ).toBe(0);

    // Messaging them answers exactly as messaging someone one is not connected to.
    const send = await api(friend, 'POST', `/api/messages/with/${kid.userId}`, {
      body: 'Still there?',
    });
    const sendStranger = await api(friend, 'POST', `/api/messages/with/${stranger.userId}`, {
      body: 'Still there?',
    });
    expect(send.status).toBe(403);
    expect(send.body).toEqual(sendStranger.body);
    const read = await api(friend, 'GET', `/api/messages/with/${kid.userId}`);
    expect(read.status).toBe(403);
    expect(read.body).toEqual(
      (await api(friend, 'GET', `/api/messages/with/${stranger.userId}`)).body,
    );
    expect((await api(friend, 'POST', `/api/messages/with/${kid.userId}/read`, {})).status).toBe(
      403,
    );

    // The observer sees the child as if not followed: the same 404 as an unknown student.
    const students = await api<{ students: unknown[] }>(observer, 'GET', '/api/observer/students');
    expect(students.body.students).toEqual([]);
    const feed = await api(observer, 'GET', `/api/observer/feed/${kid.userId}`);
    const unknownFeed = await api(observer, 'GET', `/api/observer/feed/${stranger.userId}`);
    expect(feed.status).toBe(404);
    expect(feed.body).toEqual(unknownFeed.body);
    const cheer = await api(observer, 'POST', `/api/observer/cheers/${kid.userId}`, {
      item_kind: 'completion',
      item_id: completionId,
    });
    expect(cheer.status).toBe(404);
    const note = await api(observer, 'POST', `/api/observer/encouragements/${kid.userId}`, {
      message: 'Well done!',
    });
    expect(note.status).toBe(404);
  });
});

describe('a deactivated account', () => {
  it('drops out of friends’ lists and messages, and comes back when reactivated', async () => {
    const [ana, bo] = await Promise.all([newStudent(server), newStudent(server)]);
    await befriend(ana, bo);
    await completeTasks(server, ana, 'couch-to-5k', [0]);
    expect(
      (await api(ana, 'POST', `/api/messages/with/${bo.userId}`, { body: 'Hello' })).status,
    ).toBe(201);
    expect(await seenByFriend(bo, ana.userId)).toEqual(everywhere);

    const admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
    expect((await api(admin, 'POST', `/api/admin/users/${ana.userId}/deactivate`, {})).status).toBe(
      200,
    );
    expect(await seenByFriend(bo, ana.userId)).toEqual(nowhere);
    const send = await api(bo, 'POST', `/api/messages/with/${ana.userId}`, { body: 'Hi?' });
    expect(send.status).toBe(403);

    expect((await api(admin, 'POST', `/api/admin/users/${ana.userId}/reactivate`, {})).status).toBe(
      200,
    );
    expect(await seenByFriend(bo, ana.userId)).toEqual(everywhere);
  });
});
