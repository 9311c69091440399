import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';

let server: TestServer;

interface Quest {
  id: string;
  title: string;
  total_xp: number;
  pillars: string[];
  is_active: boolean;
  tasks: { id: string; title: string; xp: number; pillar: string; subject: string }[];
}

const signIn = async (email: string) => {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return { c, token: login.session.access_token };
};

const task = (title: string, pillar: string, xp: number, subject = 'science') => ({
  title,
  description: `${title} in detail`,
  pillar,
  xp,
  required: true,
  subject,
});

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('admin quests', () => {
  it('creates, edits (total XP and pillars follow the tasks), deactivates; the audit log records it', async () => {
    const { c, token } = await signIn('educator@optio.test');
    const created = await c.post<Quest>(
      '/api/admin/quests',
      {
        title: 'Build a Birdhouse',
        short_description: 'Design, build and place a birdhouse.',
        big_idea: 'Birds need homes too.',
        is_active: true,
        tasks: [
          task('Design it', 'art', 50, 'fine_arts'),
          task('Measure and cut', 'stem', 100, 'math'),
        ],
      },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body.total_xp).toBe(150);
    expect(created.body.pillars).toEqual(['stem', 'art']);

    const [first] = created.body.tasks;
    const edited = await c.request<Quest>(
      'PUT',
      `/api/admin/quests/${created.body.id}`,
      {
        title: 'Build a Birdhouse',
        short_description: 'Design, build and place a birdhouse.',
        big_idea: 'Birds need homes too.',
        is_active: true,
        tasks: [
          { ...task('Design it well', 'art', 75, 'fine_arts'), id: first!.id },
          task('Tell the neighbours', 'civics', 30, 'social_studies'),
        ],
      },
      { token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.total_xp).toBe(105);
    expect(edited.body.pillars).toEqual(['civics', 'art']);
    expect(edited.body.tasks.map((t) => t.title)).toEqual([
      'Design it well',
      'Tell the neighbours',
    ]);
    expect(edited.body.tasks[0]!.id).toBe(first!.id);

    const catalogue = await c.get<{ items: { id: string }[] }>('/api/quests?search=Birdhouse', {
      token,
    });
    expect(catalogue.body.items.map((q) => q.id)).toContain(created.body.id);
    const off = await c.request<Quest>(
      'PUT',
      `/api/admin/quests/${created.body.id}/active`,
      { is_active: false },
      { token },
    );
    expect(off.body.is_active).toBe(false);
    const after = await c.get<{ items: { id: string }[] }>('/api/quests?search=Birdhouse', {
      token,
    });
    expect(after.body.items.map((q) => q.id)).not.toContain(created.body.id);
    const all = await c.get<{ items: { id: string; is_active: boolean }[] }>(
      '/api/admin/quests?search=birdhouse',
      { token },
    );
    expect(all.body.items).toEqual([
      expect.objectContaining({ id: created.body.id, is_active: false }),
    ]);

    const audit = await c.get<{ items: { action: string }[] }>('/api/admin/audit-log?page_size=3', {
      token,
    });
    expect(audit.body.items.map((i) => i.action)).toEqual([
      'quest.deactivate',
      'quest.update',
      'quest.create',
    ]);
  });

  it('refuses invalid tasks with field messages', async () => {
    const { c, token } = await signIn('admin@optio.test');
    const res = await c.post<{ fields: Record<string, string> }>(
      '/api/admin/quests',
      {
        title: '',
        short_description: 'x',
        big_idea: '',
        is_active: true,
        tasks: [task('A', 'stem', 5)],
      },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.title).toBe('Title is required');
    expect(res.body.fields.tasks).toBe('XP must be a whole number from 10 to 1000');
  });
});
