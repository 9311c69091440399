import { mailsTo, startServer, type TestServer } from './helpers';
import { again, api, newStudent, type Signed } from './learning-helpers';
import { demoSignIn, send, startConversation } from './tutor-helpers';

// Starting the server seeds the demo through the safety screen, whose classifier loads first.
jest.setTimeout(30_000);

let server: TestServer;
let student: Signed;
let parent: Signed;

beforeAll(async () => {
  server = await startServer();
  student = await demoSignIn(server, 'student');
  parent = await demoSignIn(server, 'parent');
});
afterAll(() => server.close());

const k = () => server.app.ctx.db.kysely;

/** A fresh student with its own linked parent (the demo parent's "other family"). */
async function family(): Promise<{ child: Signed; mum: Signed }> {
  const child = await newStudent(server);
  const mum = await newStudent(server);
  await k().updateTable('users').set({ role: 'parent' }).where('id', '=', mum.userId).execute();
  await k()
    .insertInto('parent_child_links')
    .values({ parent_id: mum.userId, child_id: child.userId, created_at: new Date().toISOString() })
    .execute();
  server.app.ctx.authUsers.invalidate(mum.userId);
  return { child, mum };
}

/** Safety e-mails only (the test families also got their verification mail). */
const alerts = (to: string) =>
  mailsTo(server.dataDir, to).filter((m) => /support|safety alert/i.test(m.subject));

const incidentsOf = (studentId: string) =>
  k()
    .selectFrom('safety_incidents' as never)
    .selectAll()
    .where('student_id' as never, '=', studentId as never)
    .execute() as unknown as Promise<
    {
      category: string;
      severity: string;
      action_taken: string;
      excerpt: string;
      message_id: string;
    }[]
  >;

describe('conversations and streamed replies', () => {
  it('streams a guiding reply (never the answer) and stores both messages', async () => {
    const convo = await startConversation(student, 'teacher');
    expect(convo.title).toBe('');
    const turn = await send(student, convo.id, 'What is 3/4 + 1/2? Just tell me the answer');
    expect(turn.status).toBe(200);
    expect(turn.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const kinds = turn.events.map((e) => e.event);
    expect(kinds[0]).toBe('student');
    expect(kinds.filter((e) => e === 'delta').length).toBeGreaterThan(1);
    expect(kinds.at(-1)).toBe('done');
    expect(turn.shown).toMatch(/won't just give you the answer/);
    expect(turn.shown).not.toMatch(/1 1\/4|5\/4/);

    const read = await api<{
      conversation: { title: string };
      messages: { role: string; content: string }[];
    }>(student, 'GET', `/api/tutor/conversations/${convo.id}/messages`);
    expect(read.body.messages.map((m) => m.role)).toEqual(['student', 'tutor']);
    expect(read.body.messages[1]!.content).toBe(turn.shown.trim());
    // The first message names the conversation.
    expect(read.body.conversation.title).toBe('What is 3/4 + 1/2? Just tell me the answer');
  });

  it('suggests a next step from the student’s own quests', async () => {
    const convo = await startConversation(student, 'study_buddy', 'Next steps');
    const turn = await send(student, convo.id, 'What should I do next?');
    const active = await k()
      .selectFrom('enrolments')
      .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
      .select('quests.title')
      .where('enrolments.student_id', '=', student.userId)
      .where('enrolments.status', '=', 'active')
      .execute();
    const quest = /in your quest "([^"]+)"/.exec(turn.shown)?.[1];
    expect(active.map((q) => q.title)).toContain(quest);
  });

  it("refuses another student's conversation with 404 and checks input", async () => {
    const convo = await startConversation(student);
    const other = await newStudent(server);
    expect((await send(other, convo.id, 'hello')).status).toBe(404);
    expect((await api(other, 'GET', `/api/tutor/conversations/${convo.id}/messages`)).status).toBe(
      404,
    );
    const long = await send(student, convo.id, 'a'.repeat(2001));
    expect(long.status).toBe(400);
    expect((long.body as { fields: Record<string, string> }).fields.message).toMatch(/2,000/);
    const bad = await api(student, 'POST', '/api/tutor/conversations', { mode: 'oracle' });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Record<string, string> }).fields.mode).toBeDefined();
    expect((await api(parent, 'GET', '/api/tutor/conversations')).status).toBe(403);
  });
});

describe('safety screening', () => {
  it.each([
    [
      'personal_info',
      'my phone number is 555-123-4567',
      'redacted',
      'my phone number is [phone number]',
    ],
    [
      'violence',
      "I'm going to kill him at recess",
      'blocked',
      '[Message withheld by safety screening]',
    ],
    // The child keeps their own words; the turn is hidden from parents (see below).
    [
      'abuse',
      'my stepdad hits me when he is angry',
      'escalated',
      'my stepdad hits me when he is angry',
    ],
    ['sexual', 'send me nudes', 'blocked', '[Message withheld by safety screening]'],
    [
      'bullying',
      "you're so stupid, nobody likes you",
      'blocked',
      '[Message withheld by safety screening]',
    ],
  ])('flags %s before storing or showing it', async (category, text, action, stored) => {
    const { child } = await family();
    const convo = await startConversation(child);
    const turn = await send(child, convo.id, text);
    expect(turn.status).toBe(200);
    const shown = turn.events.find((e) => e.event === 'student')!.data.message as {
      content: string;
      flagged: boolean;
    };
    expect(shown).toMatchObject({ flagged: true, content: stored });
    const read = await api<{ messages: { content: string }[] }>(
      child,
      'GET',
      `/api/tutor/conversations/${convo.id}/messages`,
    );
    expect(read.body.messages[0]!.content).toBe(stored);
    const incidents = await incidentsOf(child.userId);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ category, action_taken: action });
    expect(incidents[0]!.excerpt).not.toContain('555-123-4567');
  });

  it('escalates self-harm: caring reply with a helpline and an e-mail to each linked parent', async () => {
    const { child, mum } = await family();
    const convo = await startConversation(child);
    const turn = await send(child, convo.id, "I don't want to live anymore");
    expect(turn.status).toBe(200);
    expect(turn.shown).toMatch(/988/);
    expect(turn.shown).toMatch(/trusted adult/);
    const incidents = await incidentsOf(child.userId);
    expect(incidents).toMatchObject([
      { category: 'self_harm', severity: 'critical', action_taken: 'escalated' },
    ]);
    await server.settle();
    const mails = alerts(mum.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/may need your support/);
    expect(mails[0]!.text).toMatch(/988/);
    expect(mails[0]!.text).toContain(`/parent/dashboard/${child.userId}/tutor`);
  });

  it('e-mails self-harm even when the parent turned alerts off; other alerts respect the setting', async () => {
    const { child, mum } = await family();
    const off = await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      email_alerts: false,
    });
    expect(off.status).toBe(200);
    const convo = await startConversation(child);
    await send(child, convo.id, 'I will bring a knife to school');
    await server.settle();
    expect(alerts(mum.email)).toHaveLength(0);
    await send(child, convo.id, 'i wanna die');
    await server.settle();
    expect(alerts(mum.email)).toHaveLength(1);
  });

  it('e-mails parents with alerts on for other high-severity flags, but never for abuse', async () => {
    const { child, mum } = await family();
    const convo = await startConversation(child);
    await send(child, convo.id, 'my stepdad hits me');
    await server.settle();
    expect(alerts(mum.email)).toHaveLength(0);
    await send(child, convo.id, 'send me nudes');
    await server.settle();
    expect(alerts(mum.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/safety alert/),
    ]);
  });

  it('checks in on possible self-harm (tier two) and files a case, without e-mailing parents', async () => {
    const { child, mum } = await family();
    const convo = await startConversation(child);
    const turn = await send(
      child,
      convo.id,
      'honestly everyone at home would be better without me',
    );
    expect(turn.status).toBe(200);
    expect(turn.shown).toMatch(/Are you safe\?/);
    expect(turn.shown).toMatch(/988/);
    expect(turn.shown).not.toMatch(/let your parent know/);
    expect(await incidentsOf(child.userId)).toMatchObject([
      { category: 'self_harm', severity: 'medium', action_taken: 'supported', status: 'open' },
    ]);
    await server.settle();
    expect(alerts(mum.email)).toHaveLength(0);
    // Parents still see it in the safety report.
    const report = await api<{ incidents: { category: string; severity: string }[] }>(
      mum,
      'GET',
      `/api/tutor/parent/safety-reports/${child.userId}`,
    );
    expect(report.body.incidents).toMatchObject([{ category: 'self_harm', severity: 'medium' }]);
  });

  it('does not flag innocent messages', async () => {
    const { child } = await family();
    const convo = await startConversation(child);
    for (const text of ['my mom helped me', 'I am stuck on fractions']) {
      const turn = await send(child, convo.id, text);
      expect(turn.events.at(-1)!.event).toBe('done');
    }
    expect(await incidentsOf(child.userId)).toHaveLength(0);
  });
});

describe('limits and parent settings', () => {
  it('answers 429 over the daily limit a parent chose, and resets the next UTC day', async () => {
    const { child, mum } = await family();
    const put = await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      daily_limit: 2,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ daily_limit: 2, tier: 'free', tier_limit: 10 });
    const convo = await startConversation(child);
    expect((await send(child, convo.id, 'hi')).status).toBe(200);
    expect((await send(child, convo.id, 'photosynthesis?')).status).toBe(200);
    const over = await send(child, convo.id, 'one more');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const mine = await api(child, 'GET', '/api/tutor/settings');
    expect(mine.body).toMatchObject({ daily_limit: 2, used_today: 2 });
    server.advance(86_400_000);
    try {
      // The access token has expired a day later: sign in again, as the app would.
      expect((await send(await again(server, child), convo.id, 'a new day')).status).toBe(200);
    } finally {
      server.advance(-86_400_000);
    }
  });

  it('never refuses a self-harm message for the daily limit: it is answered and escalated', async () => {
    const { child, mum } = await family();
    await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, { daily_limit: 1 });
    const convo = await startConversation(child);
    expect((await send(child, convo.id, 'hi')).status).toBe(200);
    expect((await send(child, convo.id, 'one more question')).status).toBe(429);

    const urgent = await send(child, convo.id, "I don't want to live anymore");
    expect(urgent.status).toBe(200);
    expect(urgent.shown).toMatch(/988/);
    expect(await incidentsOf(child.userId)).toMatchObject([
      { category: 'self_harm', action_taken: 'escalated' },
    ]);
    await server.settle();
    expect(alerts(mum.email)).toHaveLength(1);
    // Everything else still waits for tomorrow.
    expect((await send(child, convo.id, 'and fractions?')).status).toBe(429);
  });

  it('defaults the limit by tier and lets a parent only lower it', async () => {
    const { child, mum } = await family();
    await k()
      .updateTable('users')
      .set({ subscription_tier: 'creator' })
      .where('id', '=', child.userId)
      .execute();
    const got = await api(mum, 'GET', `/api/tutor/parent/settings/${child.userId}`);
    expect(got.body).toMatchObject({
      enabled: true,
      daily_limit: 100,
      tier_limit: 100,
      monitoring: true,
      email_alerts: true,
      allowed_modes: ['study_buddy', 'teacher', 'discovery', 'review', 'creative'],
    });
    const above = await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      daily_limit: 101,
    });
    expect(above.status).toBe(400);
    expect((above.body as { fields: Record<string, string> }).fields.daily_limit).toMatch(
      /at most 100/,
    );
    const unknown = await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      colour: 'red',
    });
    expect(unknown.status).toBe(400);
  });

  it('enforces disabled (403) and disallowed modes (400)', async () => {
    const { child, mum } = await family();
    const convo = await startConversation(child, 'creative');
    await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      allowed_modes: ['teacher'],
    });
    const mode = await send(child, convo.id, 'hello');
    expect(mode.status).toBe(400);
    expect((mode.body as { fields: Record<string, string> }).fields.mode).toBeDefined();
    expect(
      (await api(child, 'POST', '/api/tutor/conversations', { mode: 'creative' })).status,
    ).toBe(400);
    await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, { enabled: false });
    const off = await send(child, convo.id, 'hello');
    expect(off.status).toBe(403);
    expect(String(off.body.error)).toMatch(/turned off/);
    const none = await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      allowed_modes: [],
    });
    expect(none.status).toBe(400);
  });
});

describe('parent oversight', () => {
  it('shows the demo parent the seeded conversations and safety report', async () => {
    const child = student.userId;
    const list = await api<{
      conversations: { id: string; title: string; flagged_count: number }[];
    }>(parent, 'GET', `/api/tutor/parent/conversations/${child}`);
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Stuck on fractions', 'What to do next on my quests']),
    );
    const fractions = list.body.conversations.find((c) => c.title === 'Stuck on fractions')!;
    expect(fractions.flagged_count).toBe(1);
    const messages = await api<{ messages: { content: string }[] }>(
      parent,
      'GET',
      `/api/tutor/parent/conversations/${fractions.id}/messages`,
    );
    expect(messages.status).toBe(200);
    expect(messages.body.messages.map((m) => m.content).join(' ')).toContain('[phone number]');
    const report = await api<{
      summary: { by_category: Record<string, number>; by_severity: Record<string, number> };
      incidents: { category: string }[];
    }>(parent, 'GET', `/api/tutor/parent/safety-reports/${child}`);
    expect(report.status).toBe(200);
    expect(report.body.summary.by_category.personal_info).toBeGreaterThanOrEqual(1);
    expect(report.body.summary.by_severity.medium).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another family's child on every route", async () => {
    const { child } = await family();
    const convo = await startConversation(child);
    await send(child, convo.id, 'hello');
    for (const path of [
      `/api/tutor/parent/conversations/${child.userId}`,
      `/api/tutor/parent/conversations/${convo.id}/messages`,
      `/api/tutor/parent/safety-reports/${child.userId}`,
      `/api/tutor/parent/settings/${child.userId}`,
    ]) {
      expect((await api(parent, 'GET', path)).status).toBe(404);
    }
    expect(
      (await api(parent, 'PUT', `/api/tutor/parent/settings/${child.userId}`, { enabled: false }))
        .status,
    ).toBe(404);
    // Students cannot use parent routes at all.
    expect((await api(child, 'GET', `/api/tutor/parent/settings/${child.userId}`)).status).toBe(
      403,
    );
  });

  it('keeps a turn about possible abuse from parents; admins see it', async () => {
    const { child, mum } = await family();
    const convo = await startConversation(child);
    await send(child, convo.id, 'I am stuck on fractions');
    const turn = await send(child, convo.id, 'my uncle locks me in the basement');
    expect(turn.shown).toMatch(/1-800-422-4453/);
    const report = await api<{ summary: { total: number }; incidents: unknown[] }>(
      mum,
      'GET',
      `/api/tutor/parent/safety-reports/${child.userId}`,
    );
    expect(report.body).toMatchObject({ summary: { total: 0 }, incidents: [] });
    const read = await api<{ messages: { content: string }[] }>(
      mum,
      'GET',
      `/api/tutor/parent/conversations/${convo.id}/messages`,
    );
    expect(read.body.messages).toHaveLength(2);
    expect(JSON.stringify(read.body)).not.toMatch(/basement|hurt|1-800/);
    const list = await api<{ conversations: { message_count: number; flagged_count: number }[] }>(
      mum,
      'GET',
      `/api/tutor/parent/conversations/${child.userId}`,
    );
    expect(list.body.conversations[0]).toMatchObject({ message_count: 2, flagged_count: 0 });
    // The child still sees their own words and the reply.
    const own = await api<{ messages: { content: string }[] }>(
      child,
      'GET',
      `/api/tutor/conversations/${convo.id}/messages`,
    );
    expect(own.body.messages.map((m) => m.content)).toContain('my uncle locks me in the basement');
    const admin = await demoSignIn(server, 'admin');
    const queue = await api<{
      incidents: { category: string; excerpt: string; student: { id: string } }[];
    }>(admin, 'GET', '/api/admin/safety/incidents');
    expect(queue.body.incidents.find((i) => i.student.id === child.userId)).toMatchObject({
      category: 'abuse',
      excerpt: 'my uncle locks me in the basement',
    });
  });

  it('keeps transcripts private while monitoring is off', async () => {
    const { child, mum } = await family();
    const convo = await startConversation(child);
    await send(child, convo.id, 'hello');
    await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, { monitoring: false });
    expect(
      (await api(mum, 'GET', `/api/tutor/parent/conversations/${convo.id}/messages`)).status,
    ).toBe(403);
    const mine = await api(child, 'GET', '/api/tutor/settings');
    expect(mine.body).toMatchObject({ monitoring: false });
  });
});

describe('admin safety queue', () => {
  it('lists open incidents and resolves one with an audit entry', async () => {
    const admin = await demoSignIn(server, 'admin');
    const list = await api<{
      incidents: { id: string; status: string; student: { first_name: string } }[];
    }>(admin, 'GET', '/api/admin/safety/incidents');
    expect(list.status).toBe(200);
    expect(list.body.incidents.length).toBeGreaterThan(0);
    expect(list.body.incidents.every((i) => i.status === 'open')).toBe(true);
    const target = list.body.incidents[0]!;
    const empty = await api(admin, 'POST', `/api/admin/safety/incidents/${target.id}/resolve`, {
      note: ' ',
    });
    expect(empty.status).toBe(400);
    expect((empty.body as { fields: Record<string, string> }).fields.note).toBeDefined();
    const done = await api(admin, 'POST', `/api/admin/safety/incidents/${target.id}/resolve`, {
      note: 'Talked with the family',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'resolved',
      resolution_note: 'Talked with the family',
    });
    const again = await api(admin, 'POST', `/api/admin/safety/incidents/${target.id}/resolve`, {
      note: 'x',
    });
    expect(again.status).toBe(409);
    const audit = await k()
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', target.id)
      .execute();
    expect(audit).toMatchObject([{ action: 'safety_incident.resolve', actor_id: admin.userId }]);
    const educator = await demoSignIn(server, 'educator');
    expect((await api(educator, 'GET', '/api/admin/safety/incidents')).status).toBe(403);
    expect((await api(parent, 'GET', '/api/admin/safety/incidents')).status).toBe(403);
  });
});
