import { startServer, type TestServer } from './helpers';
import {
  again,
  api,
  complete,
  DEMO_PASSWORD,
  newStudent,
  questId,
  signIn,
  type QuestBody,
  type Signed,
} from './learning-helpers';

interface CalendarItem {
  kind: 'quest' | 'task';
  id: string;
  quest_id: string;
  title: string;
  quest_title: string;
  due_date: string;
  completed: boolean;
}
interface Dashboard {
  xp_total: number;
  xp_by_pillar: Record<string, number>;
  level: { name: string; min_xp: number; next: { name: string; min_xp: number } | null };
  streak_days: number;
  active_quests: QuestBody[];
  recent_completions: { task_id: string; quest_title: string; xp: number; completed_at: string }[];
  upcoming: CalendarItem[];
}
interface Constellation {
  quests: {
    id: string;
    title: string;
    completed_at: string | null;
    tasks: { id: string; title: string; pillar: string; xp: number; completed_at: string }[];
  }[];
}

const DAY = 86_400_000;
let server: TestServer;
let sam: Signed;

beforeAll(async () => {
  server = await startServer();
  sam = await signIn(server, 'student@optio.test', DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const today = () => server.config.now().toISOString().slice(0, 10);
const dateIn = (n: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

describe('the demo student', () => {
  it('is part-way through several quests: one completed, one set down, one picked up twice', async () => {
    const mine = await api<{ active: QuestBody[]; completed: QuestBody[]; set_down: QuestBody[] }>(
      sam,
      'GET',
      '/api/quests/mine',
    );
    expect(mine.body.active.map((q) => q.title).sort()).toEqual([
      'Build a Solar Oven',
      'Compose Your First Song',
      'Launch a Small Business',
    ]);
    expect(mine.body.completed.map((q) => q.title)).toEqual(['Family Recipe Book']);
    expect(mine.body.set_down.map((q) => q.title)).toEqual(['Backyard Science Lab']);
    const music = mine.body.active.find((q) => q.title === 'Compose Your First Song')!;
    expect(music.enrolment).toMatchObject({ tasks_completed: 2, tasks_total: 5, xp_earned: 175 });
    expect(music.enrolment!.due_date).toBe(dateIn(14));
    const solar = await api<QuestBody>(
      sam,
      'GET',
      `/api/quests/${await questId(server, 'solar-oven')}`,
    );
    expect(solar.body.enrolment!.pickup_count).toBe(2);
    expect(solar.body.enrolment!.history).toHaveLength(2);
    expect(solar.body.enrolment!.history[0]!.reflection).toMatch(/rained/);
    const done = solar.body.tasks.find((t) => t.completed_at)!;
    expect(done.evidence[0]).toMatchObject({ kind: 'text' });
  });

  it('has a dashboard with XP by pillar, level, streak, recent completions and next dates', async () => {
    const d = await api<Dashboard>(sam, 'GET', '/api/users/dashboard');
    expect(d.status).toBe(200);
    expect(d.body.xp_total).toBe(685);
    expect(Object.values(d.body.xp_by_pillar).reduce((a, b) => a + b, 0)).toBe(685);
    expect(Object.keys(d.body.xp_by_pillar).sort()).toEqual([
      'art',
      'civics',
      'communication',
      'stem',
      'wellness',
    ]);
    expect(d.body.level).toEqual({
      name: 'Builder',
      min_xp: 250,
      next: { name: 'Creator', min_xp: 750 },
    });
    expect(d.body.streak_days).toBe(4); // completions today and on each of the 3 days before
    expect(d.body.active_quests).toHaveLength(3);
    expect(d.body.recent_completions).toHaveLength(8);
    const times = d.body.recent_completions.map((c) => c.completed_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(d.body.upcoming.map((u) => [u.kind, u.due_date])).toEqual([
      ['task', dateIn(3)],
      ['task', dateIn(5)],
      ['quest', dateIn(14)],
    ]);
  });

  it('has a constellation of completed tasks grouped by quest', async () => {
    const c = await api<Constellation>(sam, 'GET', '/api/users/dashboard/constellation');
    expect(c.status).toBe(200);
    expect(c.body.quests).toHaveLength(4);
    const family = c.body.quests.find((q) => q.title === 'Family Recipe Book')!;
    expect(family.completed_at).not.toBeNull();
    expect(family.tasks).toHaveLength(4);
    expect(c.body.quests.flatMap((q) => q.tasks).reduce((a, t) => a + t.xp, 0)).toBe(685);
  });
});

describe('dashboard, streak and levels', () => {
  it('moves XP, level and streak with completions day by day (UTC)', async () => {
    let s = await newStudent(server);
    const empty = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(empty.body).toMatchObject({
      xp_total: 0,
      streak_days: 0,
      level: { name: 'Explorer', min_xp: 0, next: { name: 'Builder', min_xp: 250 } },
      active_quests: [],
      recent_completions: [],
      upcoming: [],
    });
    const game = await api<QuestBody>(
      s,
      'POST',
      `/api/quests/${await questId(server, 'code-a-game')}/pick-up`,
    );
    const [t0, t1, t2, t3] = game.body.tasks;
    await complete(s, t1!.id, [{ name: 'text', value: 'built it' }]); // 250 stem
    let d = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(d.body).toMatchObject({ xp_total: 250, streak_days: 1 });
    expect(d.body.level.name).toBe('Builder');
    expect(d.body.xp_by_pillar.stem).toBe(250);
    expect(d.body.active_quests[0]!.enrolment).toMatchObject({
      tasks_completed: 1,
      xp_earned: 250,
    });

    server.advance(DAY);
    s = await again(server, s);
    d = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(d.body.streak_days).toBe(1); // yesterday still counts
    await complete(s, t0!.id, [{ name: 'text', value: 'designed it' }]);
    d = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(d.body.streak_days).toBe(2);

    server.advance(2 * DAY);
    s = await again(server, s);
    d = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(d.body.streak_days).toBe(0);
    await complete(s, t2!.id, [{ name: 'text', value: 'tested it' }]);
    await complete(s, t3!.id, [{ name: 'text', value: 'shipped it' }]);
    d = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(d.body).toMatchObject({ xp_total: 575, streak_days: 1, active_quests: [] });
    expect(d.body.xp_by_pillar).toEqual({
      stem: 400,
      wellness: 0,
      communication: 100,
      civics: 0,
      art: 75,
    });
    expect(d.body.recent_completions[0]!.task_id).toBe(t3!.id);
  });

  it('reaches Sage with enough XP (levels at 250, 750, 1500, 3000)', async () => {
    const s = await newStudent(server);
    const slugs = [
      'code-a-game',
      'couch-to-5k',
      'local-government',
      'community-mural',
      'podcast-launch',
      'poetry-slam',
      'small-business',
      'solar-oven',
    ];
    const seen = new Set<string>();
    for (const slug of slugs) {
      const q = await api<QuestBody>(
        s,
        'POST',
        `/api/quests/${await questId(server, slug)}/pick-up`,
      );
      for (const t of q.body.tasks) {
        await complete(s, t.id, [{ name: 'text', value: 'done' }]);
        seen.add((await api<Dashboard>(s, 'GET', '/api/users/dashboard')).body.level.name);
      }
    }
    const d = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(d.body.xp_total).toBeGreaterThanOrEqual(3000);
    expect(d.body.level).toEqual({ name: 'Sage', min_xp: 3000, next: null });
    expect([...seen]).toEqual(['Explorer', 'Builder', 'Creator', 'Scholar', 'Sage']);
  });
});

describe('calendar', () => {
  it('lists due dates in a range and exports valid iCalendar', async () => {
    const s = await newStudent(server);
    const id = await questId(server, 'community-mural');
    const q = await api<QuestBody>(s, 'POST', `/api/quests/${id}/pick-up`);
    await api(s, 'PATCH', `/api/quests/${id}/enrolment`, { due_date: '2031-06-30' });
    await api(s, 'PATCH', `/api/tasks/${q.body.tasks[0]!.id}`, { due_date: '2031-06-01' });
    await api(s, 'PATCH', `/api/tasks/${q.body.tasks[1]!.id}`, { due_date: '2031-06-10' });
    const personal = await api<{ id: string }>(s, 'POST', `/api/quests/${id}/tasks`, {
      title: 'Buy paint; brushes, and rollers',
      pillar: 'art',
      xp: 20,
    });
    await api(s, 'PATCH', `/api/tasks/${personal.body.id}`, { due_date: '2031-07-15' });
    await complete(s, q.body.tasks[0]!.id, [{ name: 'text', value: 'done' }]);

    const all = await api<{ items: CalendarItem[] }>(s, 'GET', '/api/calendar');
    expect(all.body.items.map((i) => [i.kind, i.due_date, i.completed])).toEqual([
      ['task', '2031-06-01', true],
      ['task', '2031-06-10', false],
      ['quest', '2031-06-30', false],
      ['task', '2031-07-15', false],
    ]);
    expect(all.body.items[2]).toMatchObject({
      id,
      quest_id: id,
      title: 'Design a Community Mural',
    });
    expect(all.body.items[1]).toMatchObject({
      quest_id: id,
      quest_title: 'Design a Community Mural',
    });
    const june = await api<{ items: CalendarItem[] }>(
      s,
      'GET',
      '/api/calendar?from=2031-06-05&to=2031-06-30',
    );
    expect(june.body.items.map((i) => i.due_date)).toEqual(['2031-06-10', '2031-06-30']);
    expect((await api(s, 'GET', '/api/calendar?from=2031-13-01')).status).toBe(400);
    expect((await api(s, 'GET', '/api/calendar?at=x')).status).toBe(400);

    const d = await api<Dashboard>(s, 'GET', '/api/users/dashboard');
    expect(d.body.upcoming.map((u) => u.due_date)).toEqual([
      '2031-06-10',
      '2031-06-30',
      '2031-07-15',
    ]);

    const ics = await api(s, 'GET', '/api/calendar.ics');
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = ics.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(4);
    for (const e of events) {
      expect(e).toMatch(/\r\nUID:[^\r]+@/);
      expect(e).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(e).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
      expect(e).toMatch(/\r\nSUMMARY:.+\r\n/);
      expect(e).toMatch(/END:VEVENT\r\n/);
    }
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20310630');
    expect(unfolded).toContain(
      'SUMMARY:Buy paint\\; brushes\\, and rollers (Design a Community Mural)',
    );
    const uids = events.map((e) => /UID:([^\r]+)/.exec(e)![1]);
    expect(new Set(uids).size).toBe(4);

    // Set-down quests drop off the calendar.
    await api(s, 'POST', `/api/quests/${id}/set-down`, { reflection: 'Winter break' });
    expect((await api<{ items: CalendarItem[] }>(s, 'GET', '/api/calendar')).body.items).toEqual(
      [],
    );
  });
});
