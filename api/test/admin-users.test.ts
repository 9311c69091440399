import { DEMO_PASSWORD, startServer, waitForMail, type Client, type TestServer } from './helpers';

let server: TestServer;
let admin: Client;
let adminToken: string;
let adminId: string;

interface AdminUser {
  id: string;
  email: string;
  role: string;
  subscription_tier: string | null;
  is_active: boolean;
}
interface AuditPage {
  items: {
    actor: { id: string; email: string };
    action: string;
    target_id: string | null;
    details: { old?: Record<string, unknown>; new?: Record<string, unknown> };
  }[];
}

const signIn = async (email: string) => {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return {
    c,
    token: login.session.access_token,
    refresh: login.session.refresh_token,
    id: login.user.id,
  };
};
const as = (method: string, path: string, body?: unknown) =>
  admin.request<Record<string, unknown>>(method, path, body, { token: adminToken });
const newestAudit = async () =>
  (await admin.get<AuditPage>('/api/admin/audit-log?page_size=1', { token: adminToken })).body
    .items[0]!;

beforeAll(async () => {
  server = await startServer();
  ({ c: admin, token: adminToken, id: adminId } = await signIn('admin@optio.test'));
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/admin/users', () => {
  it('searches by name or e-mail, filters by role and tier, and pages', async () => {
    const all = await admin.get<{ items: AdminUser[]; total: number }>('/api/admin/users', {
      token: adminToken,
    });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(7);
    const byName = await admin.get<{ items: AdminUser[] }>('/api/admin/users?search=priya', {
      token: adminToken,
    });
    expect(byName.body.items.map((u) => u.email)).toEqual(['parent@optio.test']);
    const advisors = await admin.get<{ items: AdminUser[] }>('/api/admin/users?role=advisor', {
      token: adminToken,
    });
    expect(advisors.body.items.map((u) => u.email)).toEqual(['advisor@optio.test']);
    const paged = await admin.get<{ items: AdminUser[]; total: number }>(
      '/api/admin/users?page=2&page_size=4',
      { token: adminToken },
    );
    expect(paged.body.items).toHaveLength(3);
    expect(paged.body.total).toBe(7);
    const bad = await admin.get<{ fields: Record<string, string> }>('/api/admin/users?role=king', {
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.role).toMatch(/Role must be one of/);
  });

  it('is readable by an educator, who cannot change anything', async () => {
    const { c, token } = await signIn('educator@optio.test');
    expect((await c.get('/api/admin/users', { token })).status).toBe(200);
    const student = await signIn('student@optio.test');
    expect(
      (await c.request('PATCH', `/api/admin/users/${student.id}`, { role: 'advisor' }, { token }))
        .status,
    ).toBe(403);
  });
});

describe('role and tier changes', () => {
  it('take effect on the next /api/auth/me and are recorded in the audit log', async () => {
    const student = await signIn('student@optio.test');
    const before = await student.c.get<{ role: string }>('/api/auth/me', { token: student.token });
    expect(before.body.role).toBe('student');
    expect((await student.c.get('/api/advisor/students', { token: student.token })).status).toBe(
      403,
    );

    const res = await as('PATCH', `/api/admin/users/${student.id}`, {
      role: 'advisor',
      subscription_tier: 'creator',
    });
    expect(res.status).toBe(200);
    const me = await student.c.get<{ role: string; subscription_tier: string }>('/api/auth/me', {
      token: student.token,
    });
    expect(me.body.role).toBe('advisor');
    expect(me.body.subscription_tier).toBe('creator');
    expect((await student.c.get('/api/advisor/students', { token: student.token })).status).toBe(
      200,
    );

    const entry = await newestAudit();
    expect(entry.action).toBe('user.update');
    expect(entry.actor.id).toBe(adminId);
    expect(entry.target_id).toBe(student.id);
    expect(entry.details.old).toEqual({ role: 'student', subscription_tier: 'free' });
    expect(entry.details.new).toEqual({ role: 'advisor', subscription_tier: 'creator' });

    await as('PATCH', `/api/admin/users/${student.id}`, {
      role: 'student',
      subscription_tier: 'free',
    });
    const back = await student.c.get<{ role: string }>('/api/auth/me', { token: student.token });
    expect(back.body.role).toBe('student');
  });

  it('refuses an admin demoting or deactivating themselves with a clear 400', async () => {
    const demote = await as('PATCH', `/api/admin/users/${adminId}`, { role: 'student' });
    expect(demote.status).toBe(400);
    expect(demote.body.error).toBe('You cannot remove your own admin role');
    const off = await as('POST', `/api/admin/users/${adminId}/deactivate`);
    expect(off.status).toBe(400);
    expect(off.body.error).toBe('You cannot deactivate your own account');
    expect((await admin.get('/api/auth/me', { token: adminToken })).status).toBe(200);
  });

  it('validates the body with field messages', async () => {
    const student = await signIn('student@optio.test');
    const res = await as('PATCH', `/api/admin/users/${student.id}`, { subscription_tier: 'gold' });
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>).subscription_tier).toMatch(/Tier must be/);
    expect((await as('PATCH', `/api/admin/users/${student.id}`, {})).status).toBe(400);
  });
});

describe('deactivation', () => {
  it('ends every session at once and reactivation lets the user back in', async () => {
    const observer = await signIn('observer@optio.test');
    const off = await as('POST', `/api/admin/users/${observer.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect((await observer.c.get('/api/auth/me', { token: observer.token })).status).toBe(401);
    const refresh = await observer.c.post('/api/auth/refresh', { refresh_token: observer.refresh });
    expect(refresh.status).toBe(401);
    expect((await newestAudit()).action).toBe('user.deactivate');

    expect((await as('POST', `/api/admin/users/${observer.id}/reactivate`)).status).toBe(200);
    const again = await signIn('observer@optio.test');
    expect((await again.c.get('/api/auth/me', { token: again.token })).status).toBe(200);
  });
});

describe('password reset, advisors and parent links', () => {
  it('mails the user a reset link', async () => {
    const parent = await signIn('parent@optio.test');
    const res = await as('POST', `/api/admin/users/${parent.id}/password-reset`);
    expect(res.status).toBe(200);
    const mail = await waitForMail(server, 'parent@optio.test', (m) =>
      /reset-password\?token=/.test(m.text),
    );
    expect(mail.text).toMatch(/\/reset-password\?token=/);
    expect((await newestAudit()).action).toBe('user.password_reset');
  });

  it('assigns a student to an advisor and ends the assignment, refusing wrong roles', async () => {
    const student = await signIn('student@optio.test');
    const advisor = await signIn('advisor@optio.test');
    const path = `/api/admin/advisors/${advisor.id}/students/${student.id}`;
    expect((await as('DELETE', path)).status).toBe(200);
    expect(
      (await advisor.c.get(`/api/advisor/students/${student.id}`, { token: advisor.token })).status,
    ).toBe(404);
    const assigned = await as('PUT', path);
    expect([assigned.status, assigned.body.error]).toEqual([200, undefined]);
    expect((await newestAudit()).action).toBe('advisor.assign');
    expect(
      (await advisor.c.get(`/api/advisor/students/${student.id}`, { token: advisor.token })).status,
    ).toBe(200);
    // The advisor's read of the student's records is on record too.
    expect(await newestAudit()).toMatchObject({
      action: 'child_data.read',
      actor: { id: advisor.id },
      target_id: student.id,
    });
    const wrong = await as('PUT', `/api/admin/advisors/${student.id}/students/${student.id}`);
    expect(wrong.status).toBe(400);
    expect((wrong.body.fields as Record<string, string>).advisor_id).toBe(
      'Only an advisor can be assigned students',
    );
  });

  it('links a parent and a child, shown in the user view', async () => {
    const educator = await signIn('educator@optio.test');
    const parent = await signIn('parent@optio.test');
    // The educator is not a parent: refused with a field message.
    const student = await signIn('student@optio.test');
    const wrong = await as('PUT', `/api/admin/parent-links/${educator.id}/${student.id}`);
    expect(wrong.status).toBe(400);
    const detail = await admin.get<{ children: { email: string }[] }>(
      `/api/admin/users/${parent.id}`,
      {
        token: adminToken,
      },
    );
    expect(detail.body.children.map((c) => c.email)).toEqual(['student@optio.test']);
  });
});
