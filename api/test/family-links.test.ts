import { mailsTo, startServer, type TestServer } from './helpers';
import { newUser, fdb } from './family-helpers';
import { api, DEMO_PASSWORD, signIn, type Signed } from './learning-helpers';

jest.setTimeout(30_000);

interface LinksBody {
  linked: { id: string; first_name: string }[];
  sent: { id: string; email: string }[];
  received: { id: string; from: { id: string; first_name: string } }[];
}

let server: TestServer;
let parent: Signed;
let child: Signed;
let admin: Signed;

beforeAll(async () => {
  server = await startServer();
  [parent, child, admin] = await Promise.all([
    newUser(server, 'parent'),
    newUser(server, 'student'),
    signIn(server, 'admin@optio.test', DEMO_PASSWORD),
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const links = (s: Signed) => api<LinksBody>(s, 'GET', '/api/family/links');
const myChildren = async (s: Signed) =>
  (
    await api<{ children: { id: string }[] }>(s, 'GET', '/api/parents/my-children')
  ).body.children.map((c) => c.id);

describe('parent invites a child by e-mail', () => {
  it('answers the same for an existing and an unknown address, and mails only the real account', async () => {
    const known = await api(parent, 'POST', '/api/family/links', { email: child.email });
    const unknown = await api(parent, 'POST', '/api/family/links', {
      email: 'nobody-here@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await server.settle();
    expect(mailsTo(server.dataDir, child.email).some((m) => m.subject.includes('link'))).toBe(true);
    expect(mailsTo(server.dataDir, 'nobody-here@example.com')).toHaveLength(0);
    // The parent sees both as pending; nothing is linked yet.
    const mine = await links(parent);
    expect(mine.body.sent.map((s) => s.email).sort()).toEqual(
      [child.email.toLowerCase(), 'nobody-here@example.com'].sort(),
    );
    expect(await myChildren(parent)).toEqual([]);
  });

  it('shows the pending request to the child, and links only when the child approves', async () => {
    const received = await links(child);
    expect(received.body.received).toHaveLength(1);
    expect(received.body.received[0]!.from.id).toBe(parent.userId);
    // Another student cannot approve a request sent to someone else.
    const other = await newUser(server, 'student');
    const stolen = await api(
      other,
      'POST',
      `/api/family/links/${received.body.received[0]!.id}/approve`,
    );
    expect(stolen.status).toBe(404);
    expect(await myChildren(parent)).toEqual([]);

    const ok = await api(
      child,
      'POST',
      `/api/family/links/${received.body.received[0]!.id}/approve`,
    );
    expect(ok.status).toBe(200);
    expect(await myChildren(parent)).toEqual([child.userId]);
    expect((await links(child)).body.linked.map((p) => p.id)).toEqual([parent.userId]);
    expect((await links(child)).body.received).toHaveLength(0);
    // Approving twice is refused.
    const again = await api(
      child,
      'POST',
      `/api/family/links/${received.body.received[0]!.id}/approve`,
    );
    expect(again.status).toBe(404);
  });

  it('refuses bad input with field messages and is closed to other roles', async () => {
    const bad = await api<{ fields: Record<string, string> }>(parent, 'POST', '/api/family/links', {
      email: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe('Invalid email address');
    const self = await api<{ fields: Record<string, string> }>(
      parent,
      'POST',
      '/api/family/links',
      {
        email: parent.email,
      },
    );
    expect(self.status).toBe(400);
    const observer = await signIn(server, 'observer@optio.test', DEMO_PASSWORD);
    expect((await api(observer, 'GET', '/api/family/links')).status).toBe(403);
  });
});

describe('child invites a parent', () => {
  it('links when the parent approves, not when they decline', async () => {
    const kid = await newUser(server, 'student');
    const mum = await newUser(server, 'parent');
    const dad = await newUser(server, 'parent');
    await api(kid, 'POST', '/api/family/links', { email: mum.email });
    await api(kid, 'POST', '/api/family/links', { email: dad.email });
    expect((await links(kid)).body.sent).toHaveLength(2);

    const forMum = (await links(mum)).body.received;
    expect(forMum).toHaveLength(1);
    expect(forMum[0]!.from.id).toBe(kid.userId);
    expect((await api(mum, 'POST', `/api/family/links/${forMum[0]!.id}/approve`)).status).toBe(200);
    const forDad = (await links(dad)).body.received;
    expect((await api(dad, 'POST', `/api/family/links/${forDad[0]!.id}/decline`)).status).toBe(200);

    expect(await myChildren(mum)).toEqual([kid.userId]);
    expect(await myChildren(dad)).toEqual([]);
    expect((await links(kid)).body.sent).toHaveLength(0);
  });

  it('lets the sender cancel a waiting invitation', async () => {
    const kid = await newUser(server, 'student');
    const mum = await newUser(server, 'parent');
    await api(kid, 'POST', '/api/family/links', { email: mum.email });
    const [sent] = (await links(kid)).body.sent;
    expect((await api(mum, 'DELETE', `/api/family/links/${sent!.id}`)).status).toBe(404);
    expect((await api(kid, 'DELETE', `/api/family/links/${sent!.id}`)).status).toBe(200);
    expect((await links(mum)).body.received).toHaveLength(0);
  });
});

describe('admin removes a link', () => {
  it('deletes the active link and writes the audit log; others may not', async () => {
    expect(
      (await api(parent, 'DELETE', `/api/admin/parent-links/${parent.userId}/${child.userId}`))
        .status,
    ).toBe(403);
    const res = await api(
      admin,
      'DELETE',
      `/api/admin/parent-links/${parent.userId}/${child.userId}`,
    );
    expect(res.status).toBe(200);
    expect(await myChildren(parent)).toEqual([]);
    const audit = await fdb(server)
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'parent_link.remove')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(admin.userId);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      parent_id: parent.userId,
      child_id: child.userId,
    });
    const missing = await api(
      admin,
      'DELETE',
      `/api/admin/parent-links/${parent.userId}/${child.userId}`,
    );
    expect(missing.status).toBe(404);
  });
});
