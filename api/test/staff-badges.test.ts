import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DEMO_PASSWORD, startServer, type Client, type TestServer } from './helpers';

let server: TestServer;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Badge {
  id: string;
  name: string;
  min_xp: number;
  is_active: boolean;
  image_url: string | null;
  quests: { id: string }[];
  claim_count: number;
}

const signIn = async (email: string) => {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return { c, token: login.session.access_token, id: login.user.id };
};

async function questIds(c: Client, token: string): Promise<string[]> {
  const res = await c.get<{ items: { id: string }[] }>('/api/quests?page_size=50', { token });
  return res.body.items.map((q) => q.id);
}

async function uploadImage(c: Client, token: string, path: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(server.url + path, {
    method: path.includes('/settings/') ? 'POST' : 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      cookie: c.cookieHeader(),
      'x-csrf-token': c.cookies.get('csrf_token')!,
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const input = (quests: string[], over: Record<string, unknown> = {}) => ({
  name: 'Kitchen Scientist',
  description: 'Cooks with measurements and curiosity.',
  identity_statement: 'I can turn a family recipe into exact measurements',
  primary_pillar: 'stem',
  quest_ids: quests,
  min_quests: 1,
  min_xp: 100,
  is_active: true,
  ...over,
});

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('advisor badge editor API', () => {
  it('creates a badge the student then sees with progress, and edits keep claims', async () => {
    const advisor = await signIn('advisor@optio.test');
    const quests = await questIds(advisor.c, advisor.token);
    const created = await advisor.c.post<Badge>('/api/advisor/badges', input(quests.slice(0, 2)), {
      token: advisor.token,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.quests).toHaveLength(2);

    // A student's claim (as the records feature writes it).
    const student = await signIn('student@optio.test');
    await server.app.ctx.db.kysely
      .insertInto('badge_claims')
      .values({
        id: randomUUID(),
        badge_id: id,
        student_id: student.id,
        claimed_at: new Date().toISOString(),
      })
      .execute();

    // Harder requirements, other quests, deactivated: the claim stays.
    const edited = await advisor.c.request<Badge>(
      'PUT',
      `/api/advisor/badges/${id}`,
      input(quests.slice(3, 4), { min_xp: 5000, is_active: false }),
      { token: advisor.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.min_xp).toBe(5000);
    expect(edited.body.claim_count).toBe(1);
    const claims = await server.app.ctx.db.kysely
      .selectFrom('badge_claims')
      .selectAll()
      .where('badge_id', '=', id)
      .execute();
    expect(claims).toHaveLength(1);
    const audit = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .where('action', '=', 'badge.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details).old.min_xp).toBe(100);
    expect(audit.actor_id).toBe(advisor.id);
  });

  it('shows an active new badge on the student side with progress over its linked quests', async () => {
    const advisor = await signIn('advisor@optio.test');
    const student = await signIn('student@optio.test');
    const quests = await student.c.get<{
      items: { id: string; enrolment: { xp_earned: number } | null }[];
    }>('/api/quests?page_size=50', { token: student.token });
    const started = quests.body.items.find((q) => (q.enrolment?.xp_earned ?? 0) > 0)!;
    const created = await advisor.c.post<Badge>(
      '/api/advisor/badges',
      input([started.id], { name: 'Visible Badge', min_xp: 1000 }),
      { token: advisor.token },
    );
    expect(created.status).toBe(201);
    const list = await student.c.get<{ badges: { id: string; progress: number }[] }>(
      '/api/records/badges',
      { token: student.token },
    );
    const mine = (
      list.body.badges ?? (list.body as unknown as { id: string; progress: number }[])
    ).find((b) => b.id === created.body.id);
    expect(mine?.progress).toBeGreaterThan(0);
  });

  it('validates with the shared rules and field messages', async () => {
    const advisor = await signIn('advisor@optio.test');
    const quests = await questIds(advisor.c, advisor.token);
    const res = await advisor.c.post<{ fields: Record<string, string> }>(
      '/api/advisor/badges',
      input(quests.slice(0, 1), { name: ' ', identity_statement: 'A chef', min_quests: 2 }),
      { token: advisor.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: 'Name is required',
      identity_statement: 'Identity statement must start with "I am" or "I can"',
      min_quests: 'Minimum quests cannot be more than the number of linked quests',
    });
    const unknown = await advisor.c.post<{ fields: Record<string, string> }>(
      '/api/advisor/badges',
      input([randomUUID()]),
      { token: advisor.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.quest_ids).toBe('One of the linked quests no longer exists');
  });

  it('lets an advisor edit only their own badges; admin and educator edit all', async () => {
    const admin = await signIn('admin@optio.test');
    const quests = await questIds(admin.c, admin.token);
    const adminBadge = await admin.c.post<Badge>(
      '/api/advisor/badges',
      input(quests.slice(0, 1), { name: 'Admin made' }),
      {
        token: admin.token,
      },
    );
    const advisor = await signIn('advisor@optio.test');
    expect(
      (await advisor.c.get(`/api/advisor/badges/${adminBadge.body.id}`, { token: advisor.token }))
        .status,
    ).toBe(404);
    const own = await advisor.c.get<{ badges: Badge[] }>('/api/advisor/badges', {
      token: advisor.token,
    });
    expect(own.body.badges.map((b) => b.name)).not.toContain('Admin made');
    const educator = await signIn('educator@optio.test');
    const put = await educator.c.request<Badge>(
      'PUT',
      `/api/admin/badges/${adminBadge.body.id}/active`,
      { is_active: false },
      { token: educator.token },
    );
    expect(put.status).toBe(200);
    expect(put.body.is_active).toBe(false);
  });

  it('stores an uploaded image and serves it publicly; refuses anything but an image', async () => {
    const advisor = await signIn('advisor@optio.test');
    const quests = await questIds(advisor.c, advisor.token);
    const badge = await advisor.c.post<Badge>('/api/advisor/badges', input(quests.slice(0, 1)), {
      token: advisor.token,
    });
    const up = await uploadImage(
      advisor.c,
      advisor.token,
      `/api/advisor/badges/${badge.body.id}/image`,
      PNG,
      'b.png',
    );
    expect(up.status).toBe(200);
    const url = up.body.image_url as string;
    expect(url).toMatch(/^\/api\/badge-images\/[0-9a-f]{32}$/);
    const img = await fetch(server.url + url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    // Served as the store keeps it: re-encoded without metadata, the same picture.
    const served = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'png', width: 1, height: 1 });

    const pdf = await uploadImage(
      advisor.c,
      advisor.token,
      `/api/advisor/badges/${badge.body.id}/image`,
      Buffer.from('%PDF-1.4 hello'),
      'b.pdf',
    );
    expect(pdf.status).toBe(400);
    expect((pdf.body.fields as Record<string, string>).image).toBe(
      'The image must be a JPEG, PNG, GIF or WebP file',
    );
  });

  it('removing the image clears it, stops serving it and is recorded in the audit log', async () => {
    const advisor = await signIn('advisor@optio.test');
    const quests = await questIds(advisor.c, advisor.token);
    const badge = await advisor.c.post<Badge>('/api/advisor/badges', input(quests.slice(0, 1)), {
      token: advisor.token,
    });
    const path = `/api/advisor/badges/${badge.body.id}/image`;
    const up = await uploadImage(advisor.c, advisor.token, path, PNG, 'b.png');
    const url = up.body.image_url as string;
    const removed = await advisor.c.request<Badge>('DELETE', path, undefined, {
      token: advisor.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.image_url).toBeNull();
    expect((await fetch(server.url + url)).status).toBe(404);

    const admin = await signIn('admin@optio.test');
    const audit = await admin.c.get<{
      items: {
        action: string;
        target_id: string | null;
        actor: { email: string };
        details: { new?: { image?: string | null } };
      }[];
    }>('/api/admin/audit-log?page_size=5', { token: admin.token });
    const entry = audit.body.items.find(
      // The upload is logged too; the removal is the entry whose new image is none.
      (i) =>
        i.target_id === badge.body.id &&
        i.action === 'badge.image' &&
        i.details.new?.image === null,
    );
    expect(entry?.actor.email).toBe('advisor@optio.test');
  });
});

describe('site logo upload', () => {
  it('stores the logo, serves it publicly and GET /api/settings returns its URL', async () => {
    const admin = await signIn('admin@optio.test');
    const up = await uploadImage(admin.c, admin.token, '/api/admin/settings/logo', PNG, 'logo.png');
    expect(up.status).toBe(200);
    const settings = (await (await fetch(`${server.url}/api/settings`)).json()) as {
      logo_url: string;
    };
    expect(settings.logo_url).toBe(up.body.logo_url);
    const img = await fetch(server.url + settings.logo_url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const text = await uploadImage(
      admin.c,
      admin.token,
      '/api/admin/settings/logo',
      Buffer.from('hello'),
      'l.txt',
    );
    expect(text.status).toBe(400);
  });
});
