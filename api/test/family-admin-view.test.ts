import { startServer, type TestServer } from './helpers';
import { link, newUser } from './family-helpers';
import { api, DEMO_PASSWORD, signIn, type Signed } from './learning-helpers';

jest.setTimeout(30_000);

interface AuditEntry {
  actor: { id: string };
  action: string;
  target_type: string;
  target_id: string | null;
  details: { what?: string };
}

let server: TestServer;
let admin: Signed;
let parent: Signed;
let child: Signed;

const familyViews = async () => {
  const res = await api<{ items: AuditEntry[] }>(
    admin,
    'GET',
    '/api/admin/audit-log?page_size=100',
  );
  expect(res.status).toBe(200);
  return res.body.items.filter(
    (e) => e.action === 'child_data.read' && e.details.what?.startsWith('/api/parent/'),
  );
};

beforeAll(async () => {
  server = await startServer();
  [parent, child] = await Promise.all([newUser(server, 'parent'), newUser(server, 'student')]);
  await link(server, parent, child);
  admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("an admin's family view (Parent Dashboard)", () => {
  it('finds any student through the admin user search', async () => {
    const res = await api<{ items: { id: string; role: string }[] }>(
      admin,
      'GET',
      `/api/admin/users?role=student&search=${encodeURIComponent(child.email)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((u) => u.id)).toEqual([child.userId]);
  });

  it("reads a student's family routes and records each read in the audit log", async () => {
    const before = (await familyViews()).length;
    expect((await api(admin, 'GET', `/api/parent/dashboard/${child.userId}`)).status).toBe(200);
    expect((await api(admin, 'GET', `/api/parent/calendar/${child.userId}`)).status).toBe(200);

    const views = await familyViews();
    expect(views).toHaveLength(before + 2);
    const newest = views.slice(0, 2);
    expect(newest.map((v) => v.details.what).sort()).toEqual([
      '/api/parent/calendar/:childId',
      '/api/parent/dashboard/:childId',
    ]);
    for (const view of newest) {
      expect(view.actor.id).toBe(admin.userId);
      expect(view.target_type).toBe('user');
      expect(view.target_id).toBe(child.userId);
    }
  });

  it('records nothing for a read that finds no student', async () => {
    const before = (await familyViews()).length;
    const res = await api(admin, 'GET', `/api/parent/dashboard/${parent.userId}`);
    expect(res.status).toBe(404);
    expect(await familyViews()).toHaveLength(before);
  });

  it("does not audit a linked parent reading their own child's view", async () => {
    const before = (await familyViews()).length;
    expect((await api(parent, 'GET', `/api/parent/dashboard/${child.userId}`)).status).toBe(200);
    expect(await familyViews()).toHaveLength(before);
  });

  it('keeps the family routes closed to other staff (403)', async () => {
    const educator = await newUser(server, 'educator');
    expect((await api(educator, 'GET', `/api/parent/dashboard/${child.userId}`)).status).toBe(403);
  });
});
