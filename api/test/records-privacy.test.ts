import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, startServer, STRONG_PASSWORD, type TestServer } from './helpers';
import {
  api,
  newStudent,
  postForm,
  signIn,
  tinyPdf,
  tinyPng,
  type Signed,
} from './learning-helpers';
import { completeTasks } from './records-helpers';

let server: TestServer;
let sam: Signed;

interface PublicPortfolio {
  student: { first_name: string; bio?: string };
  items: { id: string; title: string; evidence_text: string[]; files: { url: string }[] }[];
  pillars: Record<string, number>;
  badges: { name: string }[];
  credits: { total: number };
}

interface PortfolioBody {
  slug: string | null;
  visibility: {
    public: boolean;
    pending_request: { id: string } | null;
    needs_parent_approval: boolean;
  };
  items: {
    id: string;
    source: string;
    status: string;
    title: string;
    confidential: boolean;
    is_public: boolean;
    file_url: string | null;
  }[];
}

beforeAll(async () => {
  server = await startServer();
  sam = await signIn(server, 'student@optio.test', DEMO_PASSWORD);
});

afterAll(async () => {
  await server.close();
});

const anon = () => server.client();
const publicPortfolio = (slug: string) =>
  anon().get<PublicPortfolio>(`/api/public/portfolio/${slug}`);
const mine = async (s: Signed) =>
  (await api<PortfolioBody>(s, 'GET', '/api/records/portfolio')).body;

describe('portfolio privacy', () => {
  it('is private by default and needs a slug before it can be public', async () => {
    const p = await mine(sam);
    expect(p.visibility.public).toBe(false);
    const refused = await api(sam, 'PUT', '/api/records/portfolio/visibility', { public: true });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('portfolio_slug');
  });

  it('lets the student pick a unique, valid slug', async () => {
    const bad = await api(sam, 'PUT', '/api/records/profile', { portfolio_slug: '-Nope!' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('portfolio_slug');
    const ok = await api(sam, 'PUT', '/api/records/profile', {
      portfolio_slug: 'sam-patel',
      bio: 'I cook, write songs and build things.',
    });
    expect(ok.status).toBe(200);
    const other = await newStudent(server);
    const taken = await api(other, 'PUT', '/api/records/profile', { portfolio_slug: 'sam-patel' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ portfolio_slug: 'This address is taken' });
  });

  it('answers the same 404 for a private and an unknown portfolio', async () => {
    const priv = await publicPortfolio('sam-patel');
    const unknown = await publicPortfolio('nobody-here');
    expect(priv.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(priv.body).toEqual(unknown.body);
  });

  it('shows public work but never confidential work, hidden items or their evidence', async () => {
    expect(
      (await api(sam, 'PUT', '/api/records/portfolio/visibility', { public: true })).status,
    ).toBe(200);
    const res = await publicPortfolio('sam-patel');
    expect(res.status).toBe(200);
    expect(res.body.student.bio).toBe('I cook, write songs and build things.');
    const titles = res.body.items.map((i) => i.title);
    expect(titles).toContain('Interview a family cook');
    // The seeded lyrics are confidential: neither the item nor its text may leave the server.
    expect(titles).not.toContain('Write the lyrics');
    expect(res.text).not.toContain('Private for now');
    expect(res.body.pillars.art).toBeGreaterThan(0);

    const interview = (await mine(sam)).items.find((i) => i.title === 'Interview a family cook')!;
    const hide = await api(sam, 'PUT', `/api/records/portfolio/items/${interview.id}/visibility`, {
      is_public: false,
    });
    expect(hide.status).toBe(200);
    const after = await publicPortfolio('sam-patel');
    expect(after.body.items.map((i) => i.title)).not.toContain('Interview a family cook');
    expect(after.text).not.toContain('Grandma Asha');

    const lyrics = (await mine(sam)).items.find((i) => i.title === 'Write the lyrics')!;
    expect(lyrics.confidential).toBe(true);
    const forced = await api(sam, 'PUT', `/api/records/portfolio/items/${lyrics.id}/visibility`, {
      is_public: true,
    });
    expect(forced.status).toBe(409);
  });

  it('publishes uploaded past work with its file; private and confidential uploads stay hidden', async () => {
    const upload = (title: string, flags: { is_public: boolean; confidential: boolean }) =>
      postForm<{ id: string; file_url: string | null }>(sam, '/api/records/portfolio/items', [
        { name: 'title', value: title },
        { name: 'description', value: `About ${title}` },
        { name: 'pillar', value: 'art' },
        { name: 'work_date', value: '2025-05-01' },
        { name: 'is_public', value: String(flags.is_public) },
        { name: 'confidential', value: String(flags.confidential) },
        { name: 'file', value: tinyPdf(), filename: `${title}.pdf`, type: 'application/pdf' },
      ]);
    const pub = await upload('Science fair poster', { is_public: true, confidential: false });
    expect(pub.status).toBe(201);
    const priv = await upload('Draft essay', { is_public: false, confidential: false });
    const secret = await upload('Therapy journal', { is_public: true, confidential: true });
    expect(secret.status).toBe(201);

    const res = await publicPortfolio('sam-patel');
    const titles = res.body.items.map((i) => i.title);
    expect(titles).toContain('Science fair poster');
    expect(titles).not.toContain('Draft essay');
    expect(titles).not.toContain('Therapy journal');

    const poster = res.body.items.find((i) => i.title === 'Science fair poster')!;
    const file = await anon().get(poster.files[0]!.url);
    expect(file.status).toBe(200);
    expect(file.text.startsWith('%PDF-')).toBe(true);
    // The private and confidential files cannot be fetched publicly by guessing their id.
    for (const id of [priv.body.id, secret.body.id]) {
      expect((await anon().get(`/api/public/portfolio/sam-patel/items/${id}/file`)).status).toBe(
        404,
      );
    }
    // …but the linked parent and the assigned advisor can open them; an observer cannot.
    const parent = await signIn(server, 'parent@optio.test', DEMO_PASSWORD);
    const advisor = await signIn(server, 'advisor@optio.test', DEMO_PASSWORD);
    const observer = await signIn(server, 'observer@optio.test', DEMO_PASSWORD);
    const path = `/api/records/portfolio/items/${secret.body.id}/file`;
    expect((await api(parent, 'GET', path)).status).toBe(200);
    // Confidential: the assigned advisor sees that it exists, never its file (issue #14).
    expect((await api(advisor, 'GET', path)).status).toBe(403);
    expect((await api(observer, 'GET', path)).status).toBe(404);
    expect((await api(await newStudent(server), 'GET', path)).status).toBe(404);
  });

  it('answers 4xx, never 5xx, to malformed uploads', async () => {
    const two = await postForm(sam, '/api/records/portfolio/items', [
      { name: 'title', value: 'Two files' },
      { name: 'file', value: tinyPdf(), filename: 'a.pdf', type: 'application/pdf' },
      { name: 'file', value: tinyPdf(), filename: 'b.pdf', type: 'application/pdf' },
    ]);
    expect(two.status).toBeGreaterThanOrEqual(400);
    expect(two.status).toBeLessThan(500);
    const unknown = await postForm(sam, '/api/records/portfolio/items', [
      { name: 'title', value: 'x' },
      { name: 'owner', value: 'someone-else' },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('fields.owner', 'Unknown field');
    const json = await api(sam, 'POST', '/api/records/portfolio/items', { title: 'x' });
    expect(json.status).toBe(415);
    const avatar = await postForm(sam, '/api/records/profile/avatar', [
      { name: 'file', value: tinyPdf(), filename: 'me.pdf', type: 'application/pdf' },
    ]);
    expect(avatar.status).toBe(400);
    expect(avatar.body).toHaveProperty('fields.file');
  });

  it('refuses a file whose content does not match its name', async () => {
    const res = await postForm(sam, '/api/records/portfolio/items', [
      { name: 'title', value: 'Fake' },
      { name: 'file', value: tinyPng(), filename: 'fake.pdf', type: 'application/pdf' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('fields.file');
  });

  it('shows a parent’s item only after the student accepts it', async () => {
    const parentId = (
      await server.app.ctx.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'parent@optio.test')
        .executeTakeFirstOrThrow()
    ).id;
    const ids = [randomUUID(), randomUUID()];
    for (const [n, id] of ids.entries()) {
      await server.app.ctx.db.kysely
        .insertInto('portfolio_items')
        .values({
          id,
          student_id: sam.userId,
          source: 'parent',
          added_by: parentId,
          status: 'pending',
          title: `Museum visit ${n}`,
          description: 'Sam explained every exhibit to his brother.',
          pillar: 'civics',
          link_url: null,
          file_key: null,
          file_name: null,
          file_mime: null,
          file_size: null,
          work_date: '2026-01-10',
          is_public: 1,
          confidential: 0,
          safety_hold: 0,
          created_at: new Date().toISOString(),
          decided_at: null,
        })
        .execute();
    }
    const pending = (await mine(sam)).items.filter((i) => i.status === 'pending');
    expect(pending.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect((await publicPortfolio('sam-patel')).text).not.toContain('Museum visit');

    expect((await api(sam, 'POST', `/api/records/portfolio/items/${ids[0]}/accept`)).status).toBe(
      200,
    );
    expect((await api(sam, 'POST', `/api/records/portfolio/items/${ids[1]}/decline`)).status).toBe(
      200,
    );
    expect((await api(sam, 'POST', `/api/records/portfolio/items/${ids[1]}/accept`)).status).toBe(
      409,
    );
    const titles = (await publicPortfolio('sam-patel')).body.items.map((i) => i.title);
    expect(titles).toContain('Museum visit 0');
    expect(titles).not.toContain('Museum visit 1');
    expect((await mine(sam)).items.some((i) => i.id === ids[1])).toBe(false);
    // Another student cannot decide Sam's items.
    const other = await newStudent(server);
    expect(
      (await api(other, 'POST', `/api/records/portfolio/items/${ids[0]}/decline`)).status,
    ).toBe(404);
  });

  it('goes private at once', async () => {
    await api(sam, 'PUT', '/api/records/portfolio/visibility', { public: false });
    expect((await publicPortfolio('sam-patel')).status).toBe(404);
  });
});

describe('diploma privacy', () => {
  it('is private by default, public on request, 404 for unknown ids', async () => {
    const path = `/api/public/diploma/${sam.userId}`;
    expect((await anon().get(path)).status).toBe(404);
    expect((await anon().get(`/api/public/diploma/${randomUUID()}`)).status).toBe(404);
    expect((await anon().get('/api/public/diploma/not-a-uuid')).status).toBe(404);
    const made = await api<{ public: boolean }>(sam, 'PUT', '/api/records/diploma/visibility', {
      public: true,
    });
    expect(made.body.public).toBe(true);
    const res = await anon().get<{
      student: { first_name: string };
      credits_total: number;
      issued_at: string | null;
    }>(path);
    expect(res.status).toBe(200);
    expect(res.body.student.first_name).toBe('Sam');
    expect(res.body.issued_at).toBeNull();
    expect(res.text).not.toContain('student@optio.test');
    await api(sam, 'PUT', '/api/records/diploma/visibility', { public: false });
    expect((await anon().get(path)).status).toBe(404);
  });
});

describe('under 13', () => {
  let kid: Signed;

  beforeAll(async () => {
    kid = await newStudent(server);
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ date_of_birth: '2016-02-01' })
      .where('id', '=', kid.userId)
      .execute();
    await api(kid, 'PUT', '/api/records/profile', { portfolio_slug: 'young-maker' });
    await completeTasks(server, kid, 'couch-to-5k', [0]);
  });

  it('turns "make public" into a pending request for a parent; it stays private', async () => {
    const res = await api<PortfolioBody['visibility']>(
      kid,
      'PUT',
      '/api/records/portfolio/visibility',
      {
        public: true,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.public).toBe(false);
    expect(res.body.needs_parent_approval).toBe(true);
    expect(res.body.pending_request).not.toBeNull();
    // Asking twice keeps one request.
    await api(kid, 'PUT', '/api/records/portfolio/visibility', { public: true });
    const rows = await server.app.ctx.db.kysely
      .selectFrom('visibility_requests')
      .selectAll()
      .where('student_id', '=', kid.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target: 'portfolio', status: 'pending' });
    expect((await publicPortfolio('young-maker')).status).toBe(404);
  });

  it('is public once a parent approves (status set to approved) and private again on request', async () => {
    await server.app.ctx.db.kysely
      .updateTable('visibility_requests')
      .set({ status: 'approved', decided_at: new Date().toISOString() })
      .where('student_id', '=', kid.userId)
      .execute();
    expect((await publicPortfolio('young-maker')).status).toBe(200);
    await api(kid, 'PUT', '/api/records/portfolio/visibility', { public: false });
    expect((await publicPortfolio('young-maker')).status).toBe(404);
    // The old approval does not count for a new request.
    const again = await api<PortfolioBody['visibility']>(
      kid,
      'PUT',
      '/api/records/portfolio/visibility',
      {
        public: true,
      },
    );
    expect(again.body.public).toBe(false);
    expect(again.body.pending_request).not.toBeNull();
    expect((await publicPortfolio('young-maker')).status).toBe(404);
  });

  it('applies to the diploma too; applyVisibilityApproval approves a pending request', async () => {
    const res = await api<PortfolioBody['visibility']>(
      kid,
      'PUT',
      '/api/records/diploma/visibility',
      {
        public: true,
      },
    );
    expect(res.body.public).toBe(false);
    expect((await anon().get(`/api/public/diploma/${kid.userId}`)).status).toBe(404);
    const { applyVisibilityApproval } = await import('../src/features/records');
    const parentId = randomUUID();
    expect(
      await applyVisibilityApproval(
        server.app.ctx.db.kysely,
        res.body.pending_request!.id,
        parentId,
        new Date(),
      ),
    ).toBe(true);
    expect((await anon().get(`/api/public/diploma/${kid.userId}`)).status).toBe(200);
  });
});

describe('export and deletion', () => {
  it('exports all my data as a JSON attachment without secrets', async () => {
    const res = await fetch(`${server.url}/api/records/export`, {
      headers: { authorization: `Bearer ${sam.token}`, cookie: sam.c.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="optio-data-/);
    const text = await res.text();
    const data = JSON.parse(text) as {
      account: { email: string };
      enrolments: unknown[];
      evidence: { text: string | null }[];
      badges_claimed: unknown[];
      portfolio: { title: string }[];
    };
    expect(data.account.email).toBe('student@optio.test');
    expect(data.enrolments.length).toBeGreaterThan(0);
    expect(data.evidence.some((e) => e.text?.includes('Private for now'))).toBe(true);
    expect(data.portfolio.some((p) => p.title === 'Science fair poster')).toBe(true);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('$argon2');
  });

  it("exports my messages, tutor conversations and family by name, not other people's addresses", async () => {
    const advisor = await signIn(server, 'advisor@optio.test', DEMO_PASSWORD);
    const sent = await api(advisor, 'POST', `/api/messages/with/${sam.userId}`, {
      body: 'Your recipe book is lovely',
    });
    expect(sent.status).toBe(201);
    const res = await fetch(`${server.url}/api/records/export`, {
      headers: { authorization: `Bearer ${sam.token}`, cookie: sam.c.cookieHeader() },
    });
    const text = await res.text();
    const data = JSON.parse(text) as {
      direct_messages: { direction: string; with: string; body: string }[];
      tutor_conversations: { title: string; messages: unknown[] }[];
      family: { parents: { name: string }[] };
    };
    expect(data.direct_messages).toContainEqual(
      expect.objectContaining({
        direction: 'received',
        with: 'Marcus Avery',
        body: 'Your recipe book is lovely',
      }),
    );
    expect(data.tutor_conversations.length).toBeGreaterThan(0);
    expect(data.tutor_conversations[0]!.messages.length).toBeGreaterThan(0);
    expect(data.family.parents).toEqual([expect.objectContaining({ name: 'Priya Patel' })]);
    expect(text).not.toContain('advisor@optio.test');
  });

  it('deletes an account only after the 30-day grace period, unless cancelled', async () => {
    const leaving = await newStudent(server);
    const staying = await newStudent(server);
    const unconfirmed = await api(leaving, 'POST', '/api/records/account/deletion', {
      confirm: 'yes',
    });
    expect(unconfirmed.status).toBe(400);
    const asked = await api<{ deletion: { scheduled_for: string } }>(
      leaving,
      'POST',
      '/api/records/account/deletion',
      { confirm: 'DELETE' },
    );
    expect(asked.status).toBe(200);
    const due = Date.parse(asked.body.deletion.scheduled_for);
    await api(staying, 'POST', '/api/records/account/deletion', { confirm: 'DELETE' });
    const cancelled = await api<{ deletion: unknown }>(
      staying,
      'DELETE',
      '/api/records/account/deletion',
    );
    expect(cancelled.body.deletion).toBeNull();

    expect(await server.records.sweepDeletedAccounts(new Date(due - 60_000))).toBe(0);
    expect(await server.records.sweepDeletedAccounts(new Date(due + 60_000))).toBe(1);
    const gone = await server.app.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [leaving.userId, staying.userId])
      .execute();
    expect(gone.map((u) => u.id)).toEqual([staying.userId]);
    const login = await server.client().init();
    const res = await login.post('/api/auth/login', {
      email: leaving.email,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});
