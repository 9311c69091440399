import { CATALOGUE } from '../src/features/learning/catalogue';
import { insertCatalogue } from '../src/db/seeds/learning';
import { registerVerified, STRONG_PASSWORD, type TestServer } from './helpers';
import { onPglite } from './pglite-suite';
import { api, complete, newStudent, questId, signIn, type QuestBody } from './learning-helpers';

// Friends, the activity feed and messages on PostgreSQL (PGlite over the wire protocol, the real
// `pg` driver): the thread list uses a window function and the request an ON CONFLICT insert.
jest.setTimeout(60_000);

let server: TestServer;

onPglite(async (started) => {
  server = started;
  await insertCatalogue(
    server.app.ctx.db.kysely,
    CATALOGUE.filter((q) => q.slug === 'personal-budget'),
    null,
    new Date().toISOString(),
  );
});

describe('social on postgres', () => {
  it('befriends, shows public activity, and threads messages with unread counts', async () => {
    expect(server.app.ctx.db.engine).toBe('postgres');
    const [ana, bo] = [await newStudent(server), await newStudent(server)];
    const first = await api(ana, 'POST', '/api/community/friends/request', { email: bo.email });
    const again = await api(ana, 'POST', '/api/community/friends/request', { email: bo.email });
    expect(again.text).toBe(first.text);
    const list = await api<{ incoming: { id: string }[] }>(bo, 'GET', '/api/community/friends');
    expect(list.body.incoming).toHaveLength(1);
    const accepted = await api(
      bo,
      'POST',
      `/api/community/friends/accept/${list.body.incoming[0]!.id}`,
    );
    expect(accepted.status).toBe(200);

    const q = await api<QuestBody>(
      bo,
      'POST',
      `/api/quests/${await questId(server, 'personal-budget')}/pick-up`,
      {},
    );
    await complete(bo, q.body.tasks[0]!.id, [
      { name: 'confidential', value: 'false' },
      { name: 'text', value: 'a' },
    ]);
    await complete(bo, q.body.tasks[1]!.id, [
      { name: 'confidential', value: 'true' },
      { name: 'text', value: 'b' },
    ]);
    const feed = await api<{ items: { task_title: string }[] }>(
      ana,
      'GET',
      '/api/community/friends/activity',
    );
    expect(feed.body.items.map((i) => i.task_title)).toEqual([q.body.tasks[0]!.title]);

    await api(ana, 'POST', `/api/messages/with/${bo.userId}`, { body: 'one' });
    await api(ana, 'POST', `/api/messages/with/${bo.userId}`, { body: 'two' });
    await api(bo, 'POST', `/api/messages/with/${ana.userId}`, { body: 'three' });
    const threads = await api<{ threads: { unread: number; last_message: { body: string } }[] }>(
      bo,
      'GET',
      '/api/messages/threads',
    );
    expect(threads.body.threads).toEqual([
      expect.objectContaining({
        unread: 2,
        last_message: expect.objectContaining({ body: 'three' }),
      }),
    ]);
    const read = await api(bo, 'POST', `/api/messages/with/${ana.userId}/read`);
    expect(read.body).toEqual({ marked: 2, unread: 0 });
  });

  it('lets an assigned advisor and student message each other', async () => {
    const advisorEmail = await registerVerified(server);
    const k = server.app.ctx.db.kysely;
    const advisorRow = await k
      .selectFrom('users')
      .select('id')
      .where('email', '=', advisorEmail)
      .executeTakeFirstOrThrow();
    await k.updateTable('users').set({ role: 'advisor' }).where('id', '=', advisorRow.id).execute();
    const student = await newStudent(server);
    await k
      .insertInto('advisor_students')
      .values({
        advisor_id: advisorRow.id,
        student_id: student.userId,
        assigned_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const advisor = await signIn(server, advisorEmail, STRONG_PASSWORD);
    expect(
      (await api(advisor, 'POST', `/api/messages/with/${student.userId}`, { body: 'hello' }))
        .status,
    ).toBe(201);
    const view = await api<{ relation: string; messages: unknown[] }>(
      student,
      'GET',
      `/api/messages/with/${advisor.userId}`,
    );
    expect(view.body).toMatchObject({
      relation: 'advisor',
      messages: [expect.objectContaining({ body: 'hello' })],
    });
  });
});
