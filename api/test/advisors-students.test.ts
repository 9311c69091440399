import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';

let server: TestServer;

const signIn = async (email: string) => {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return { c, token: login.session.access_token, id: login.user.id };
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

interface Detail {
  student: { email: string };
  total_xp: number;
  level: { name: string };
  xp_by_pillar: Record<string, number>;
  active_quests: { title: string; tasks_total: number }[];
  badges_in_progress: { id: string; recommended: boolean; progress: number }[];
  recent_evidence: { text: string | null; quest_title: string }[];
}

describe('advisor student views', () => {
  it('lists assigned students with their XP, level and active quests', async () => {
    const advisor = await signIn('advisor@optio.test');
    const student = await signIn('student@optio.test');
    const res = await advisor.c.get<{
      students: { id: string }[];
      progress: Record<string, { total_xp: number; level: string; active_quests: number }>;
    }>('/api/advisor/students', { token: advisor.token });
    expect(res.status).toBe(200);
    const p = res.body.progress[student.id]!;
    expect(p.total_xp).toBeGreaterThan(0);
    expect(p.active_quests).toBeGreaterThan(0);
    expect(typeof p.level).toBe('string');
  });

  it("shows an assigned student's progress, evidence (never confidential) and badges", async () => {
    const advisor = await signIn('advisor@optio.test');
    const student = await signIn('student@optio.test');
    const res = await advisor.c.get<Detail>(`/api/advisor/students/${student.id}`, {
      token: advisor.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.student.email).toBe('student@optio.test');
    const sum = Object.values(res.body.xp_by_pillar).reduce((a, b) => a + b, 0);
    expect(sum).toBe(res.body.total_xp);
    expect(res.body.active_quests.length).toBeGreaterThan(0);
    expect(res.body.recent_evidence.length).toBeGreaterThan(0);
    const confidential = await server.app.ctx.db.kysely
      .selectFrom('evidence' as never)
      .select(['text' as never])
      .where('confidential' as never, '=', 1 as never)
      .execute();
    const shown = new Set(res.body.recent_evidence.map((e) => e.text));
    for (const row of confidential as { text: string | null }[])
      expect(shown.has(row.text)).toBe(false);
  });

  it('reaches only assigned students: others are 404, and so is a non-student id', async () => {
    const advisor = await signIn('advisor@optio.test');
    const student = await signIn('student@optio.test');
    const parent = await signIn('parent@optio.test');
    expect(
      (await advisor.c.get(`/api/advisor/students/${parent.id}`, { token: advisor.token })).status,
    ).toBe(404);
    await server.app.ctx.db.kysely.deleteFrom('advisor_students').execute();
    expect(
      (await advisor.c.get(`/api/advisor/students/${student.id}`, { token: advisor.token })).status,
    ).toBe(404);
    const rec = await advisor.c.post(
      `/api/advisor/students/${student.id}/recommendations`,
      { badge_id: '00000000-0000-4000-8000-000000000000' },
      { token: advisor.token },
    );
    expect(rec.status).toBe(404);
    await server.app.ctx.db.kysely
      .insertInto('advisor_students')
      .values({
        advisor_id: advisor.id,
        student_id: student.id,
        assigned_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  });

  it('recommends a badge the student then sees; a second time is 409', async () => {
    const advisor = await signIn('advisor@optio.test');
    const student = await signIn('student@optio.test');
    const quests = await advisor.c.get<{ items: { id: string }[] }>('/api/quests', {
      token: advisor.token,
    });
    const badge = await advisor.c.post<{ id: string }>(
      '/api/advisor/badges',
      {
        name: 'Storyteller',
        description: 'Tells stories that move people.',
        identity_statement: 'I am a storyteller',
        primary_pillar: 'communication',
        quest_ids: [quests.body.items[0]!.id],
        min_quests: 1,
        min_xp: 50,
        is_active: true,
      },
      { token: advisor.token },
    );
    const path = `/api/advisor/students/${student.id}/recommendations`;
    const rec = await advisor.c.post(
      path,
      { badge_id: badge.body.id, note: 'You would love this' },
      { token: advisor.token },
    );
    expect(rec.status).toBe(201);
    expect(
      (await advisor.c.post(path, { badge_id: badge.body.id }, { token: advisor.token })).status,
    ).toBe(409);
    const mine = await student.c.get<{
      recommendations: { badge_name: string; note: string; advisor: { first_name: string } }[];
    }>('/api/me/badge-recommendations', { token: student.token });
    expect(mine.body.recommendations).toEqual([
      expect.objectContaining({
        badge_name: 'Storyteller',
        note: 'You would love this',
        advisor: { first_name: 'Marcus', last_name: 'Avery' },
      }),
    ]);
    const detail = await advisor.c.get<Detail>(`/api/advisor/students/${student.id}`, {
      token: advisor.token,
    });
    expect(detail.body.badges_in_progress.find((b) => b.id === badge.body.id)?.recommended).toBe(
      true,
    );
    expect(
      (
        await advisor.c.request('DELETE', `${path}/${badge.body.id}`, undefined, {
          token: advisor.token,
        })
      ).status,
    ).toBe(200);
    const none = await student.c.get<{ recommendations: unknown[] }>(
      '/api/me/badge-recommendations',
      { token: student.token },
    );
    expect(none.body.recommendations).toEqual([]);
  });
});
