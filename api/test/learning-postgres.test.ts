import { randomUUID } from 'node:crypto';
import { CATALOGUE } from '../src/features/learning/catalogue';
import { insertCatalogue } from '../src/db/seeds/learning';
import { isUniqueViolation } from '../src/lib/unique-violation';
import type { TestServer } from './helpers';
import { onPglite } from './pglite-suite';
import {
  api,
  complete,
  newStudent,
  questId,
  tinyPng,
  type ListBody,
  type QuestBody,
} from './learning-helpers';

// The completion / XP-ledger flow on PostgreSQL (PGlite over the wire protocol, the real `pg`
// driver), the same harness as data-layer.test.ts. PGlite is one session, so the pool has one
// connection: concurrent requests queue for it, and the UNIQUE constraints still decide.
jest.setTimeout(60_000);

let server: TestServer;

onPglite(async (started) => {
  server = started;
  // No demo seed on PostgreSQL: load part of the catalogue directly.
  await insertCatalogue(
    server.app.ctx.db.kysely,
    CATALOGUE.filter((q) => ['personal-budget', 'solar-oven', 'mindful-sleep'].includes(q.slug)),
    null,
    new Date().toISOString(),
  );
});

describe('learning on postgres', () => {
  it('searches the catalogue', async () => {
    expect(server.app.ctx.db.engine).toBe('postgres');
    const s = await newStudent(server);
    const res = await api<ListBody>(s, 'GET', '/api/quests?search=SOLAR&pillar=stem');
    expect(res.body.items.map((q) => q.title)).toEqual(['Build a Solar Oven']);
    expect((await api<ListBody>(s, 'GET', '/api/quests?page_size=2&page=2')).body).toMatchObject({
      total: 3,
      page: 2,
    });
  });

  it('picks up, completes with evidence once (20 concurrent), completes the quest', async () => {
    const s = await newStudent(server);
    const id = await questId(server, 'personal-budget');
    const q = await api<QuestBody>(s, 'POST', `/api/quests/${id}/pick-up`, {});
    expect(q.status).toBe(201);
    const [t0, t1, t2] = q.body.tasks;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        complete(s, t0!.id, [
          { name: 'text', value: `attempt ${i}` },
          { name: 'files', value: tinyPng(), filename: 'sheet.png' },
        ]),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(19);
    await complete(s, t1!.id, [{ name: 'link', value: 'https://example.org/budget' }]);
    const last = await complete(s, t2!.id, [{ name: 'text', value: 'interest compared' }]);
    expect(last.body).toMatchObject({ quest_completed: true, xp_total: 300 });
    const d = await api<{ xp_total: number; streak_days: number; xp_by_pillar: { stem: number } }>(
      s,
      'GET',
      '/api/users/dashboard',
    );
    expect(d.body).toMatchObject({ xp_total: 300, streak_days: 1, xp_by_pillar: { stem: 300 } });
    const rows = await server.app.ctx.db.kysely
      .selectFrom('xp_ledger')
      .select('xp')
      .where('student_id', '=', s.userId)
      .execute();
    expect(rows.map((r) => r.xp).sort()).toEqual([100, 100, 100]);
  });

  it('enforces one completion and one ledger entry per task in the database itself', async () => {
    const s = await newStudent(server);
    const id = await questId(server, 'mindful-sleep');
    const q = await api<QuestBody>(s, 'POST', `/api/quests/${id}/pick-up`, {});
    const task = q.body.tasks[0]!;
    expect((await complete(s, task.id, [{ name: 'text', value: 'ok' }])).status).toBe(200);
    const k = server.app.ctx.db.kysely;
    const dup = k
      .insertInto('xp_ledger')
      .values({
        id: randomUUID(),
        student_id: s.userId,
        student_task_id: task.id,
        quest_id: id,
        pillar: 'wellness',
        xp: 100,
        subjects: '[]',
        created_at: new Date().toISOString(),
      })
      .execute();
    const err: unknown = await dup.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
  });
});
