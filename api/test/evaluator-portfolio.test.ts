import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailsTo, startServer, type TestServer } from './helpers';
import { link, newUser } from './family-helpers';
import { api, complete, type ErrorFields, type Signed, tinyImage } from './learning-helpers';
import { pickUp } from './records-helpers';

jest.setTimeout(60_000);

const DAY = 86_400_000;

interface PortfolioBody {
  from: string;
  to: string;
  totals: { days: number; hours: number; minutes: number; tasks: number };
  subjects: {
    subject: string;
    days: number;
    hours: number;
    samples: {
      title: string;
      minutes: number | null;
      files: { id: string; is_image: boolean }[];
    }[];
  }[];
  resources: { url: string }[];
  credits: { total_earned: number; total_required: number };
  evaluations: { evaluator_name: string; decision: string }[];
}

interface LinkBody {
  id: string;
  token: string;
  path: string;
  status: string;
  views: number;
  expires_at: string;
  evaluation: { evaluator_name: string } | null;
}

let server: TestServer;
let student: Signed;
let parent: Signed;
let stranger: Signed;
let questTitles: string[];

async function pdfText(bytes: Buffer): Promise<string> {
  const file = join(server.dataDir, `portfolio-${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  const out = execFileSync(process.execPath, [join(__dirname, 'pdf-text.mjs'), file]);
  return (JSON.parse(out.toString('utf8')) as { text: string }).text.replace(/\s+/g, ' ');
}

const anonymous = async () => server.client().init();

beforeAll(async () => {
  server = await startServer();
  student = await newUser(server, 'student');
  parent = await newUser(server, 'parent');
  stranger = await newUser(server, 'parent');
  await link(server, parent, student);
  const quest = await pickUp(server, student, 'music-composition');
  questTitles = quest.tasks.map((t) => t.title);
  const image = await tinyImage('png');
  const first = await complete(student, quest.tasks[0]!.id, [
    { name: 'text', value: 'I composed a short melody in C major' },
    { name: 'link', value: 'https://example.org/music-theory-book' },
    { name: 'minutes', value: '45' },
    { name: 'files', value: image, filename: 'score.png', type: 'image/png' },
  ]);
  expect(first.status).toBe(200);
  expect((first.body as unknown as { task: { minutes: number } }).task.minutes).toBe(45);
  const second = await complete(student, quest.tasks[1]!.id, [
    { name: 'text', value: 'Recorded the melody' },
  ]);
  expect(second.status).toBe(200);
});

afterAll(async () => {
  await server.close();
});

describe('time logged on a task', () => {
  it('refuses minutes outside 1..1440 with a field message, storing nothing', async () => {
    const quest = await pickUp(server, student, 'family-recipes');
    for (const value of ['0', '1441', '2.5', 'lots']) {
      const res = await complete(student, quest.tasks[0]!.id, [
        { name: 'text', value: 'x' },
        { name: 'minutes', value },
      ]);
      expect(res.status).toBe(400);
      expect((res.body as ErrorFields).fields?.minutes).toBe(
        'Minutes must be a whole number from 1 to 1440',
      );
    }
    const task = await api<{ tasks: { id: string; completed_at: string | null }[] }>(
      student,
      'GET',
      `/api/quests/${quest.id}`,
    );
    expect(task.body.tasks[0]!.completed_at).toBeNull();
  });

  it('is edited later by the student, validated, and only on a completed task', async () => {
    const quest = await pickUp(server, student, 'music-composition');
    const done = quest.tasks[1]!.id;
    const set = await api(student, 'PUT', `/api/tasks/${done}/time`, { minutes: 75 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ task_id: done, minutes: 75 });
    for (const minutes of [0, 1441, 1.5, '30']) {
      const bad = await api<ErrorFields>(student, 'PUT', `/api/tasks/${done}/time`, { minutes });
      expect(bad.status).toBe(400);
      expect(bad.body.fields?.minutes).toBe('Minutes must be a whole number from 1 to 1440');
    }
    const open = await api(student, 'PUT', `/api/tasks/${quest.tasks[2]!.id}/time`, {
      minutes: 10,
    });
    expect(open.status).toBe(409);
    const other = await newUser(server, 'student');
    expect((await api(other, 'PUT', `/api/tasks/${done}/time`, { minutes: 10 })).status).toBe(404);
  });
});

describe('the evaluator portfolio', () => {
  it('gives days, hours by subject, dated work samples, resources and credits', async () => {
    const res = await api<PortfolioBody>(student, 'GET', '/api/records/evaluator-portfolio');
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.from < p.to).toBe(true);
    expect(p.totals).toMatchObject({ days: 1, minutes: 120, hours: 2, tasks: 2 });
    const samples = p.subjects.flatMap((s) => s.samples);
    expect(samples.map((s) => s.title).sort()).toEqual([questTitles[0], questTitles[1]].sort());
    expect(samples.find((s) => s.title === questTitles[0])!.files[0]!.is_image).toBe(true);
    expect(p.resources).toEqual([
      expect.objectContaining({ url: 'https://example.org/music-theory-book' }),
    ]);
    expect(p.credits.total_required).toBeGreaterThan(0);
  });

  it('is read by a linked parent for the child, and by nobody else', async () => {
    const path = `/api/records/evaluator-portfolio?student_id=${student.userId}`;
    const mine = await api<PortfolioBody>(parent, 'GET', path);
    expect(mine.status).toBe(200);
    expect(mine.body.totals.tasks).toBe(2);
    expect((await api(stranger, 'GET', path)).status).toBe(404);
    const other = await newUser(server, 'student');
    expect((await api(other, 'GET', path)).status).toBe(404);
    const missing = await api<ErrorFields>(parent, 'GET', '/api/records/evaluator-portfolio');
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.student_id).toBeDefined();
  });

  it('validates the date range with field messages', async () => {
    const base = '/api/records/evaluator-portfolio';
    const reversed = await api<ErrorFields>(
      student,
      'GET',
      `${base}?from=2026-09-02&to=2026-09-01`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields?.from).toBe('The start date must be on or before the end date');
    const long = await api<ErrorFields>(student, 'GET', `${base}?from=2025-01-01&to=2026-02-05`);
    expect(long.status).toBe(400);
    expect(long.body.fields?.to).toBe('A date range can be at most 400 days');
    const bad = await api<ErrorFields>(student, 'GET', `${base}?from=2026-02-30&to=2026-03-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.from).toBe('Date must be a real date YYYY-MM-DD');
    const pdf = await api<ErrorFields>(student, 'GET', `${base}.pdf?from=2026-09-02&to=2026-09-01`);
    expect(pdf.status).toBe(400);
    expect(pdf.body.fields?.from).toBeDefined();
  });

  it('downloads as a streamed PDF with the days, hours, work samples and a thumbnail', async () => {
    const res = await fetch(
      `${server.url}/api/records/evaluator-portfolio.pdf?student_id=${student.userId}`,
      { headers: { authorization: `Bearer ${parent.token}`, cookie: parent.c.cookieHeader() } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = await pdfText(bytes);
    expect(text).toContain('Learning days: 1');
    expect(text).toContain('Hours logged: 2.0');
    expect(text).toContain(questTitles[0]!);
    expect(text).toContain('https://example.org/music-theory-book');
  });
});

describe('evaluator links', () => {
  it('refuses lifetimes outside 7..60 days and bad ranges with field messages', async () => {
    for (const lifetime_days of [6, 61, 7.5]) {
      const res = await api<ErrorFields>(parent, 'POST', '/api/records/evaluator-links', {
        student_id: student.userId,
        lifetime_days,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields?.lifetime_days).toBe('A link lasts 7 to 60 days');
    }
    const range = await api<ErrorFields>(parent, 'POST', '/api/records/evaluator-links', {
      student_id: student.userId,
      lifetime_days: 14,
      from: '2026-01-01',
      to: '2027-03-01',
    });
    expect(range.status).toBe(400);
    expect(range.body.fields?.to).toBe('A date range can be at most 400 days');
    const stranger_ = await api(stranger, 'POST', '/api/records/evaluator-links', {
      student_id: student.userId,
      lifetime_days: 14,
    });
    expect(stranger_.status).toBe(404);
  });

  it('opens the portfolio without sign-in, audits each view, records an evaluation once', async () => {
    const created = await api<LinkBody>(parent, 'POST', '/api/records/evaluator-links', {
      student_id: student.userId,
      lifetime_days: 14,
    });
    expect(created.status).toBe(201);
    expect(created.body.token.length).toBeGreaterThanOrEqual(43);
    expect(created.body.path).toBe(`/evaluate/${created.body.token}`);
    const stored = await server.app.ctx.db.kysely
      .selectFrom('evaluator_links')
      .select('token_hash')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.body.token);

    const evaluator = await anonymous();
    const view = await evaluator.get<PortfolioBody>(`/api/evaluate/${created.body.token}`);
    expect(view.status).toBe(200);
    expect(view.body.totals.tasks).toBe(2);
    await evaluator.get(`/api/evaluate/${created.body.token}`);

    const fileId = view.body.subjects.flatMap((s) => s.samples).flatMap((s) => s.files)[0]!.id;
    const thumb = await fetch(`${server.url}/api/evaluate/${created.body.token}/files/${fileId}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');

    const listed = await api<{ links: LinkBody[] }>(
      parent,
      'GET',
      `/api/records/evaluator-links?student_id=${student.userId}`,
    );
    const mine = listed.body.links.find((l) => l.id === created.body.id)!;
    expect(mine.views).toBe(2);
    expect(mine.status).toBe('active');
    expect(mine).not.toHaveProperty('token');

    const path = `/api/evaluate/${created.body.token}/evaluation`;
    const good = {
      name: 'Dr. Jane Rivera',
      credential: 'PA teaching certificate 123456',
      date: server.config.now().toISOString().slice(0, 10),
      decision: 'satisfactory',
      comment: 'Steady progress in music.',
    };
    const missing = await evaluator.post<ErrorFields>(path, { ...good, name: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.name).toBe('Your name is required');
    const decision = await evaluator.post<ErrorFields>(path, { ...good, decision: 'great' });
    expect(decision.status).toBe(400);
    expect(decision.body.fields?.decision).toBeDefined();
    const future = await evaluator.post<ErrorFields>(path, { ...good, date: '2099-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.fields?.date).toBe('The evaluation date cannot be in the future');

    const recorded = await evaluator.post(path, good);
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({
      evaluator_name: 'Dr. Jane Rivera',
      decision: 'satisfactory',
    });
    expect((await evaluator.post(path, good)).status).toBe(409);

    const portfolio = await api<PortfolioBody>(student, 'GET', '/api/records/evaluator-portfolio');
    expect(portfolio.body.evaluations).toEqual([
      expect.objectContaining({ evaluator_name: 'Dr. Jane Rivera', decision: 'satisfactory' }),
    ]);
    const pdf = await fetch(`${server.url}/api/evaluate/${created.body.token}/portfolio.pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Satisfactory — Dr. Jane Rivera (PA teaching certificate 123456)');

    const audit = await server.app.ctx.db.kysely
      .selectFrom('evaluator_link_views')
      .select('what')
      .where('link_id', '=', created.body.id)
      .execute();
    expect(audit.map((a) => a.what).sort()).toEqual([
      'evaluation',
      'pdf',
      'portfolio',
      'portfolio',
    ]);
  });

  it('answers a revoked, an expired and an unknown link with the same 404', async () => {
    const unknown = await (await anonymous()).get(`/api/evaluate/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);

    const revoked = await api<LinkBody>(parent, 'POST', '/api/records/evaluator-links', {
      student_id: student.userId,
      lifetime_days: 7,
    });
    expect((await (await anonymous()).get(`/api/evaluate/${revoked.body.token}`)).status).toBe(200);
    const del = await api<LinkBody>(
      parent,
      'DELETE',
      `/api/records/evaluator-links/${revoked.body.id}`,
    );
    expect(del.status).toBe(200);
    expect(del.body.status).toBe('revoked');
    const afterRevoke = await (await anonymous()).get(`/api/evaluate/${revoked.body.token}`);
    expect(afterRevoke.status).toBe(404);
    expect(afterRevoke.body).toEqual(unknown.body);
    const revokedPost = await (
      await anonymous()
    ).post(`/api/evaluate/${revoked.body.token}/evaluation`, {
      name: 'a',
      credential: 'b',
      date: '2026-01-01',
      decision: 'satisfactory',
      comment: '',
    });
    expect(revokedPost.status).toBe(404);
    expect(
      (await api(stranger, 'DELETE', `/api/records/evaluator-links/${revoked.body.id}`)).status,
    ).toBe(404);

    const expiring = await api<LinkBody>(parent, 'POST', '/api/records/evaluator-links', {
      student_id: student.userId,
      lifetime_days: 7,
    });
    server.advance(7 * DAY + 1000);
    try {
      const expired = await (await anonymous()).get(`/api/evaluate/${expiring.body.token}`);
      expect(expired.status).toBe(404);
      expect(expired.body).toEqual(unknown.body);
      const pdf = await fetch(`${server.url}/api/evaluate/${expiring.body.token}/portfolio.pdf`);
      expect(pdf.status).toBe(404);
    } finally {
      server.advance(-(7 * DAY + 1000));
    }
  });

  it('lets a student of 13 or more create one, and a parent only for a child under 13', async () => {
    const own = await api<LinkBody>(student, 'POST', '/api/records/evaluator-links', {
      lifetime_days: 30,
    });
    expect(own.status).toBe(201);
    const child = await newUser(server, 'student');
    const tenYearsAgo = new Date(server.config.now().getTime() - 10 * 365.25 * DAY);
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ date_of_birth: tenYearsAgo.toISOString().slice(0, 10) })
      .where('id', '=', child.userId)
      .execute();
    const refused = await api(child, 'POST', '/api/records/evaluator-links', { lifetime_days: 30 });
    expect(refused.status).toBe(403);
  });
});

describe('tracking against targets', () => {
  const path = () => `/api/parent/children/${student.userId}/tracking`;

  it('validates targets with field messages and shows days and hours against them', async () => {
    const bad = await api<ErrorFields>(parent, 'PUT', path(), {
      target_days: 0,
      target_hours: 900,
      evaluation_due: null,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.target_days).toBe('Target days must be a whole number from 1 to 366');
    const badDate = await api<ErrorFields>(parent, 'PUT', path(), {
      target_days: 180,
      target_hours: 900,
      evaluation_due: '2027-02-30',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields?.evaluation_due).toBeDefined();

    const set = await api(parent, 'PUT', path(), {
      target_days: 180,
      target_hours: 900,
      evaluation_due: '2027-06-30',
    });
    expect(set.status).toBe(200);
    const read = await api<{
      days: number;
      hours: number;
      target_days: number;
      months: { month: string; days: number }[];
    }>(parent, 'GET', path());
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      target_days: 180,
      target_hours: 900,
      evaluation_due: '2027-06-30',
    });
    expect(read.body.days).toBe(1);
    expect(read.body.hours).toBe(2);
    expect(read.body.months).toHaveLength(12);
    expect((await api(stranger, 'GET', path())).status).toBe(404);
    expect((await api(student, 'GET', path())).status).toBe(403);
  });

  it('mails the 30-day and the 7-day reminder to each linked parent, each once', async () => {
    const child = await newUser(server, 'student');
    const mum = await newUser(server, 'parent');
    await link(server, mum, child);
    const today = server.config.now();
    const due = new Date(today.getTime() + 30 * DAY).toISOString().slice(0, 10);
    const set = await api(mum, 'PUT', `/api/parent/children/${child.userId}/tracking`, {
      target_days: 180,
      target_hours: null,
      evaluation_due: due,
    });
    expect(set.status).toBe(200);
    const reminders = () =>
      mailsTo(server.dataDir, mum.email).filter((m) => /evaluation is due/.test(m.subject));

    expect(await server.evaluator.sweepEvaluationReminders(new Date(today.getTime() - DAY))).toBe(
      0,
    );
    await server.evaluator.sweepEvaluationReminders(today);
    await server.settle();
    expect(reminders().map((m) => m.subject)).toEqual([
      expect.stringMatching(/evaluation is due in 30 days/),
    ]);
    await server.evaluator.sweepEvaluationReminders(new Date(today.getTime() + 2 * DAY));
    await server.settle();
    expect(reminders()).toHaveLength(1);

    await server.evaluator.sweepEvaluationReminders(new Date(today.getTime() + 23 * DAY));
    await server.settle();
    expect(reminders().map((m) => m.subject)).toEqual([
      expect.stringMatching(/in 30 days/),
      expect.stringMatching(/evaluation is due in 7 days/),
    ]);
    await server.evaluator.sweepEvaluationReminders(new Date(today.getTime() + 25 * DAY));
    await server.evaluator.sweepEvaluationReminders(new Date(today.getTime() + 31 * DAY));
    await server.settle();
    expect(reminders()).toHaveLength(2);
  });
});
