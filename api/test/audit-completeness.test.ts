import { newUser } from './family-helpers';
import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';
import { api, postForm, signIn, tinyPng, type Signed } from './learning-helpers';

// Who did what to children's data is on record, and educators see only their own lines of it.
let server: TestServer;
let admin: Signed;
let educator: Signed;

interface AuditBody {
  items: {
    actor: { id: string };
    action: string;
    target_type: string;
    target_id: string | null;
    details: Record<string, unknown>;
  }[];
  total: number;
}

const rows = async (action: string, targetId?: string) => {
  let q = server.app.ctx.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId !== undefined) q = q.where('target_id', '=', targetId);
  return (await q.execute()).map((r) => ({ ...r, details: JSON.parse(r.details) as object }));
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
  educator = await signIn(server, 'educator@optio.test', DEMO_PASSWORD);
});
afterAll(async () => {
  await server.close();
});

describe('parent-link decisions', () => {
  it('audits approving, declining and cancelling a link request, by the one who decided', async () => {
    const parent = await newUser(server, 'parent');
    const child = await newUser(server, 'student');
    const other = await newUser(server, 'student');
    const third = await newUser(server, 'student');
    for (const kid of [child, other, third])
      expect((await api(parent, 'POST', '/api/family/links', { email: kid.email })).status).toBe(
        200,
      );
    const received = async (kid: Signed) =>
      (await api<{ received: { id: string }[] }>(kid, 'GET', '/api/family/links')).body.received[0]!
        .id;
    const approveId = await received(child);
    const declineId = await received(other);
    const cancelId = await received(third);

    expect((await api(child, 'POST', `/api/family/links/${approveId}/approve`)).status).toBe(200);
    expect((await api(other, 'POST', `/api/family/links/${declineId}/decline`)).status).toBe(200);
    expect((await api(parent, 'DELETE', `/api/family/links/${cancelId}`)).status).toBe(200);

    const [approved] = await rows('parent_link.approve', approveId);
    expect(approved).toMatchObject({
      actor_id: child.userId,
      target_type: 'family_link_request',
      details: { parent_id: parent.userId, child_id: child.userId },
    });
    const [declined] = await rows('parent_link.decline', declineId);
    expect(declined).toMatchObject({
      actor_id: other.userId,
      details: { parent_id: parent.userId, child_id: other.userId },
    });
    const [cancelled] = await rows('parent_link.cancel', cancelId);
    expect(cancelled).toMatchObject({ actor_id: parent.userId });
    // A refused decision (already decided) writes nothing.
    expect((await api(child, 'POST', `/api/family/links/${approveId}/approve`)).status).toBe(404);
    expect(await rows('parent_link.approve', approveId)).toHaveLength(1);
  });
});

describe("staff reads of a child's data", () => {
  it("audits an admin's family view of a child, not the child's own parent", async () => {
    const parent = await newUser(server, 'parent');
    const child = await newUser(server, 'student');
    await api(parent, 'POST', '/api/family/links', { email: child.email });
    const id = (await api<{ received: { id: string }[] }>(child, 'GET', '/api/family/links')).body
      .received[0]!.id;
    await api(child, 'POST', `/api/family/links/${id}/approve`);

    expect((await api(parent, 'GET', `/api/parent/dashboard/${child.userId}`)).status).toBe(200);
    expect(await rows('child_data.read', child.userId)).toHaveLength(0);
    expect((await api(admin, 'GET', `/api/parent/dashboard/${child.userId}`)).status).toBe(200);
    expect((await api(admin, 'GET', `/api/parent/progress/${child.userId}`)).status).toBe(200);
    const reads = await rows('child_data.read', child.userId);
    expect(reads.map((r) => [r.actor_id, r.details])).toEqual(
      expect.arrayContaining([
        [admin.userId, { what: '/api/parent/dashboard/:childId' }],
        [admin.userId, { what: '/api/parent/progress/:childId' }],
      ]),
    );
  });

  it("audits staff opening a child's evidence file; the child opening it is not logged", async () => {
    const child = await newUser(server, 'student');
    const upload = await postForm<{ id: string }>(child, '/api/records/portfolio/items', [
      { name: 'title', value: 'Bridge model' },
      { name: 'description', value: 'Photo of my bridge' },
      { name: 'file', value: tinyPng(), filename: 'bridge.png', type: 'image/png' },
    ]);
    expect(upload.status).toBe(201);
    const path = `/api/records/portfolio/items/${upload.body.id}/file`;
    expect((await child.c.get(path, { token: child.token })).status).toBe(200);
    expect(await rows('child_data.read', child.userId)).toHaveLength(0);
    expect((await educator.c.get(path, { token: educator.token })).status).toBe(200);
    expect(await rows('child_data.read', child.userId)).toEqual([
      expect.objectContaining({
        actor_id: educator.userId,
        details: { what: 'portfolio item file', item_id: upload.body.id },
      }),
    ]);
  });

  it("audits an admin reading the safety queue's tutor excerpts", async () => {
    expect((await api(admin, 'GET', '/api/admin/safety/incidents?status=all')).status).toBe(200);
    const [read] = await rows('child_data.read');
    expect(read).toBeDefined();
    const all = await rows('child_data.read');
    expect(
      all.some(
        (r) =>
          r.actor_id === admin.userId &&
          (r.details as { what: string }).what === 'safety incidents (tutor excerpts)',
      ),
    ).toBe(true);
  });
});

describe('role and tier changes', () => {
  it('audits every role or tier change with old and new values', async () => {
    const user = await newUser(server, 'student');
    const before = await server.app.ctx.db.findUserById(user.userId);
    const res = await api(admin, 'PATCH', `/api/admin/users/${user.userId}`, {
      role: 'parent',
      subscription_tier: 'creator',
    });
    expect(res.status).toBe(200);
    const [change] = await rows('user.update', user.userId);
    expect(change).toMatchObject({
      actor_id: admin.userId,
      details: {
        old: { role: 'student', subscription_tier: before!.subscription_tier },
        new: { role: 'parent', subscription_tier: 'creator' },
      },
    });
  });
});

describe('who reads the audit log', () => {
  it('shows educators only their own actions; admins everything', async () => {
    const asAdmin = await api<AuditBody>(admin, 'GET', '/api/admin/audit-log?page_size=100');
    expect(asAdmin.status).toBe(200);
    const actors = new Set(asAdmin.body.items.map((i) => i.actor.id));
    expect(actors.size).toBeGreaterThan(1);
    expect(actors).toContain(educator.userId);

    const asEducator = await api<AuditBody>(educator, 'GET', '/api/admin/audit-log?page_size=100');
    expect(asEducator.status).toBe(200);
    expect(asEducator.body.items.length).toBeGreaterThan(0);
    expect(asEducator.body.items.every((i) => i.actor.id === educator.userId)).toBe(true);
    const own = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('actor_id', '=', educator.userId)
      .executeTakeFirstOrThrow();
    expect(asEducator.body.total).toBe(Number(own.n));
    expect(asEducator.body.total).toBeLessThan(asAdmin.body.total);
  });
});
