import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import { consentedChild, dobYearsAgo, newParent } from './consent-helpers';
import { fdb, link, newUser } from './family-helpers';
import {
  mailsTo,
  registerVerified,
  startServer,
  STRONG_PASSWORD,
  waitForMail,
  type TestServer,
} from './helpers';
import { api, DEMO_PASSWORD, signIn, type Signed } from './learning-helpers';

jest.setTimeout(60_000);

interface LinksBody {
  manages_own_links: boolean;
  linked: { id: string }[];
  received: { id: string }[];
  to_approve: { id: string; from: { id: string }; child: { id: string } }[];
}

let server: TestServer;
let mum: Signed;
let kid: Signed;
let dad: Signed;
let admin: Signed;

beforeAll(async () => {
  server = await startServer();
  mum = await newParent(server);
  kid = await consentedChild(server, mum);
  dad = await newParent(server);
  admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const links = (s: Signed) => api<LinksBody>(s, 'GET', '/api/family/links');
const parentsOf = async (childId: string) =>
  (
    await fdb(server)
      .selectFrom('parent_child_links')
      .select('parent_id')
      .where('child_id', '=', childId)
      .execute()
  ).map((r) => r.parent_id);
const audit = (action: string, childId: string) =>
  fdb(server)
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', childId)
    .execute();

describe('a new parent link for a child under 13', () => {
  it('cannot be asked for by the child', async () => {
    const res = await api(kid, 'POST', '/api/family/links', { email: dad.email });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERROR_MESSAGES['family.guardian_approves']);
    expect((await links(kid)).body.manages_own_links).toBe(false);
  });

  it('is approved by the consenting parent, not by the child', async () => {
    const sent = await api(dad, 'POST', '/api/family/links', { email: kid.email });
    expect(sent.status).toBe(200);
    const requests = await fdb(server)
      .selectFrom('family_link_requests')
      .select(['id'])
      .where('parent_id', '=', dad.userId)
      .where('status', '=', 'pending')
      .execute();
    expect(requests).toHaveLength(1);
    const id = requests[0]!.id;
    const requested = await fdb(server)
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'parent_link.request')
      .where('target_id', '=', id)
      .execute();
    expect(requested).toEqual([{ actor_id: dad.userId }]);

    // The consenting parent is asked by mail; the child is not.
    const mail = await waitForMail(server, mum.email, (m) =>
      /wants to link to Milo/.test(m.subject),
    );
    expect(mail.text).toMatch(/under 13/);
    expect(mailsTo(server.dataDir, kid.email).some((m) => /link/.test(m.subject))).toBe(false);

    expect((await links(kid)).body.received).toEqual([]);
    const byChild = await api(kid, 'POST', `/api/family/links/${id}/approve`);
    expect(byChild.status).toBe(403);
    expect(byChild.body.error).toBe(ERROR_MESSAGES['family.guardian_approves']);

    const stranger = await newParent(server);
    expect((await api(stranger, 'POST', `/api/family/links/${id}/approve`)).status).toBe(404);
    expect((await api(dad, 'POST', `/api/family/links/${id}/approve`)).status).toBe(404);
    expect(await parentsOf(kid.userId)).toEqual([mum.userId]);

    const pending = (await links(mum)).body.to_approve;
    expect(pending).toEqual([
      expect.objectContaining({
        id,
        from: expect.objectContaining({ id: dad.userId }),
        child: expect.objectContaining({ id: kid.userId }),
      }),
    ]);
    const approved = await api(mum, 'POST', `/api/family/links/${id}/approve`);
    expect(approved.status).toBe(200);
    expect((await parentsOf(kid.userId)).sort()).toEqual([mum.userId, dad.userId].sort());
    const rows = await audit('parent_link.approve', id);
    expect(rows.some((r) => r.actor_id === mum.userId)).toBe(true);
    expect((await links(mum)).body.to_approve).toEqual([]);
  });

  it('may be declined by the consenting parent', async () => {
    const aunt = await newParent(server);
    await api(aunt, 'POST', '/api/family/links', { email: kid.email });
    const [pending] = (await links(mum)).body.to_approve;
    expect(pending?.from.id).toBe(aunt.userId);
    expect((await api(mum, 'POST', `/api/family/links/${pending!.id}/decline`)).status).toBe(200);
    expect(await parentsOf(kid.userId)).not.toContain(aunt.userId);
  });
});

describe('removing a parent link', () => {
  it('is refused to a child under 13', async () => {
    const res = await api(kid, 'DELETE', `/api/family/parents/${mum.userId}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERROR_MESSAGES['family.remove_link_age']);
    expect(await parentsOf(kid.userId)).toContain(mum.userId);
  });

  it('is allowed to a student aged 13 or more; the parent is told and the audit log has it', async () => {
    const teenEmail = await registerVerified(server, { date_of_birth: dobYearsAgo(14) });
    const teen = await signIn(server, teenEmail, STRONG_PASSWORD);
    const parent = await newParent(server);
    await link(server, parent, teen);
    const bad = await api(teen, 'DELETE', '/api/family/parents/not-an-id');
    expect(bad.status).toBe(400);
    const res = await api(teen, 'DELETE', `/api/family/parents/${parent.userId}`);
    expect(res.status).toBe(200);
    expect(await parentsOf(teen.userId)).toEqual([]);
    const mail = await waitForMail(server, parent.email, (m) => /removed the link/.test(m.subject));
    expect(mail.subject).toMatch(/Rosa Lindqvist/);
    const rows = await audit('parent_link.remove', teen.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_id).toBe(teen.userId);
    expect(JSON.parse(rows[0]!.details)).toEqual({
      parent_id: parent.userId,
      child_id: teen.userId,
    });
    expect((await api(teen, 'DELETE', `/api/family/parents/${parent.userId}`)).status).toBe(404);
    // A parent cannot use the student's route.
    expect((await api(parent, 'DELETE', `/api/family/parents/${parent.userId}`)).status).toBe(403);
  });

  it('is allowed to an admin for any link, audited', async () => {
    const res = await api(admin, 'DELETE', `/api/admin/parent-links/${dad.userId}/${kid.userId}`);
    expect(res.status).toBe(200);
    expect(await parentsOf(kid.userId)).toEqual([mum.userId]);
    const rows = await audit('parent_link.remove', kid.userId);
    expect(rows.map((r) => r.actor_id)).toEqual([admin.userId]);
  });
});

describe('a student aged 13 or more still decides their own links', () => {
  it('approves a parent request addressed to them', async () => {
    const teen = await newUser(server, 'student');
    const parent = await newParent(server);
    await api(parent, 'POST', '/api/family/links', { email: teen.email });
    const mine = (await links(teen)).body;
    expect(mine.manages_own_links).toBe(true);
    const [req] = mine.received;
    expect((await api(teen, 'POST', `/api/family/links/${req!.id}/approve`)).status).toBe(200);
    expect(await parentsOf(teen.userId)).toEqual([parent.userId]);
  });
});
