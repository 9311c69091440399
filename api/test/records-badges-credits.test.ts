import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';
import { link, newUser } from './family-helpers';
import { api, newStudent, signIn, type Signed } from './learning-helpers';
import {
  completeTasks,
  DEFAULT_REQUIREMENTS,
  ZERO_REQUIREMENTS,
  type BadgeBody,
  type CreditsBody,
} from './records-helpers';

let server: TestServer;
let sam: Signed;
let admin: Signed;

beforeAll(async () => {
  server = await startServer();
  sam = await signIn(server, 'student@optio.test', DEMO_PASSWORD);
  admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await server.close();
});

const badges = async (s: Signed) =>
  (await api<{ badges: BadgeBody[] }>(s, 'GET', '/api/records/badges')).body.badges;
const byName = (list: BadgeBody[], name: string) => list.find((b) => b.name === name)!;

const putSettings = (body: unknown, s: Signed = admin) =>
  api<Record<string, unknown>>(s, 'PUT', '/api/admin/credit-settings', body);

describe('badges', () => {
  it('shows the seeded progress: one claimable, one a task away', async () => {
    const list = await badges(sam);
    expect(list.length).toBeGreaterThanOrEqual(4);
    const historian = byName(list, 'Family Historian');
    expect(historian.status).toBe('claimable');
    expect(historian.progress).toBe(100);
    const storyteller = byName(list, 'Storyteller');
    expect(storyteller.status).toBe('in_progress');
    expect(storyteller.quests_completed).toBe(1);
    expect(storyteller.xp_earned).toBe(525);
    // mean of min(1, 1/1) and 525/550
    expect(storyteller.progress).toBe(Math.floor(((1 + 525 / 550) / 2) * 100));
  });

  it('claims a claimable badge once, with its date, and refuses the others', async () => {
    const historian = byName(await badges(sam), 'Family Historian');
    const claim = await api<BadgeBody>(sam, 'POST', `/api/records/badges/${historian.id}/claim`);
    expect(claim.status).toBe(201);
    expect(claim.body.status).toBe('claimed');
    expect(Date.parse(claim.body.claimed_at!)).not.toBeNaN();
    const again = await api(sam, 'POST', `/api/records/badges/${historian.id}/claim`);
    expect(again.status).toBe(409);

    const storyteller = byName(await badges(sam), 'Storyteller');
    const early = await api(sam, 'POST', `/api/records/badges/${storyteller.id}/claim`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/not met/);
  });

  it('becomes claimable after one more task', async () => {
    await completeTasks(server, sam, 'music-composition', [2]);
    const storyteller = byName(await badges(sam), 'Storyteller');
    expect(storyteller.status).toBe('claimable');
    const claim = await api(sam, 'POST', `/api/records/badges/${storyteller.id}/claim`);
    expect(claim.status).toBe(201);
  });

  it('keeps a claim when the badge is made harder or deactivated later', async () => {
    const historian = byName(await badges(sam), 'Family Historian');
    await server.app.ctx.db.kysely
      .updateTable('badges')
      .set({ min_xp: 99_999, is_active: 0 })
      .where('id', '=', historian.id)
      .execute();
    const after = byName(await badges(sam), 'Family Historian');
    expect(after.status).toBe('claimed');
    expect(after.claimed_at).toBe(historian.claimed_at);
    // A student who never claimed it no longer sees the inactive badge.
    const ana = await newStudent(server);
    expect((await badges(ana)).some((b) => b.id === historian.id)).toBe(false);
  });

  it('answers 404 for an unknown badge and 400 for a malformed id; students only', async () => {
    expect(
      (await api(sam, 'GET', '/api/records/badges/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    const bad = await api(sam, 'GET', '/api/records/badges/nope');
    expect(bad.status).toBe(400);
    const parent = await signIn(server, 'parent@optio.test', DEMO_PASSWORD);
    expect((await api(parent, 'GET', '/api/records/badges')).status).toBe(403);
  });
});

describe('credits', () => {
  let ana: Signed;
  const credits = async () => (await api<CreditsBody>(ana, 'GET', '/api/records/credits')).body;
  const subject = (c: CreditsBody, s: string) => c.subjects.find((x) => x.subject === s)!;

  beforeAll(async () => {
    ana = await newStudent(server);
    // solar-oven: 60 science; 60 science + 60 cte; 50 math + 50 science
    await completeTasks(server, ana, 'solar-oven', [0, 1, 2]);
  });

  afterAll(async () => {
    await putSettings({
      xp_per_credit: 2000,
      total_required: 24,
      requirements: DEFAULT_REQUIREMENTS,
    });
  });

  it('converts at 2,000 XP per credit with the default requirements', async () => {
    const c = await credits();
    expect(c.xp_per_credit).toBe(2000);
    expect(c.total_required).toBe(24);
    expect(subject(c, 'science').xp).toBe(170);
    expect(subject(c, 'science').earned).toBe(0.1); // 0.085 rounds to 0.1
    expect(subject(c, 'math').earned).toBe(0); // 0.025 rounds to 0
    expect(subject(c, 'science').required).toBe(3);
    expect(subject(c, 'science').xp_to_requirement).toBe(5900 - 170);
    expect(c.requirements_met).toBe(false);
  });

  it('follows a new conversion rate, rounding to 0.1, and records it in the audit log', async () => {
    const res = await putSettings({
      xp_per_credit: 400,
      total_required: 24,
      requirements: DEFAULT_REQUIREMENTS,
    });
    expect(res.status).toBe(200);
    const c = await credits();
    expect(subject(c, 'science').earned).toBe(0.4); // 170 / 400 = 0.425
    expect(subject(c, 'cte').earned).toBe(0.2); // 60 / 400 = 0.15, rounded up
    expect(subject(c, 'math').earned).toBe(0.1); // 0.125
    const log = await api<{
      items: { action: string; details: { new: { xp_per_credit: number } } }[];
    }>(admin, 'GET', '/api/admin/audit-log');
    const entry = log.body.items.find((i) => i.action === 'credit_settings.update')!;
    expect(entry.details.new.xp_per_credit).toBe(400);
    expect((await api(admin, 'GET', '/api/admin/credit-settings')).body.xp_per_credit).toBe(400);
  });

  it('caps a subject at its requirement and overflows into electives', async () => {
    await putSettings({
      xp_per_credit: 100,
      total_required: 24,
      requirements: { ...DEFAULT_REQUIREMENTS, science: 1 },
    });
    const c = await credits();
    const science = subject(c, 'science');
    expect(science.earned).toBe(1.7);
    expect(science.counted).toBe(1);
    expect(science.overflow).toBe(0.7);
    expect(science.met).toBe(true);
    const electives = subject(c, 'electives');
    expect(electives.earned).toBe(0);
    expect(electives.counted).toBe(0.7);
    expect(c.total_earned).toBe(2.8); // 1.7 science + 0.6 cte + 0.5 math
  });

  it('issues the diploma when the requirements are met and a reviewer signs it off, and keeps it', async () => {
    const before = await api<{ status: string; missing: unknown[] }>(
      ana,
      'GET',
      '/api/records/diploma',
    );
    expect(before.body.status).toBe('in_progress');
    expect(before.body.missing.length).toBeGreaterThan(0);

    await putSettings({
      xp_per_credit: 100,
      total_required: 2.5,
      requirements: { ...ZERO_REQUIREMENTS, science: 1, electives: 0.5 },
    });
    // Review before credit: the credits alone no longer issue the diploma; a reviewer signs it.
    const met = await api<{ status: string; issued_at: string | null; missing: unknown[] }>(
      ana,
      'GET',
      '/api/records/diploma',
    );
    expect(met.body.status).toBe('awaiting_signoff');
    expect(met.body.issued_at).toBeNull();
    expect(met.body.missing).toEqual([]);
    const parent = await newUser(server, 'parent');
    await link(server, parent, ana);
    const signed = await api(parent, 'POST', `/api/reviews/students/${ana.userId}/diploma`, {});
    expect(signed.status).toBe(200);
    const issued = await api<{
      status: string;
      issued_at: string;
      accredited: boolean;
      missing: unknown[];
    }>(ana, 'GET', '/api/records/diploma');
    expect(issued.body.status).toBe('issued');
    expect(issued.body.missing).toEqual([]);
    expect(issued.body.accredited).toBe(false);

    await putSettings({
      xp_per_credit: 2000,
      total_required: 24,
      requirements: DEFAULT_REQUIREMENTS,
    });
    const kept = await api<{ status: string; issued_at: string }>(
      ana,
      'GET',
      '/api/records/diploma',
    );
    expect(kept.body.status).toBe('issued');
    expect(kept.body.issued_at).toBe(issued.body.issued_at);
  });

  it('is not accredited on the academy tier when a parent signed it off', async () => {
    // Accredited needs the enterprise tier and an advisor's sign-off (records-review.test.ts).
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ subscription_tier: 'enterprise' })
      .where('id', '=', ana.userId)
      .execute();
    const d = await api<{ accredited: boolean }>(ana, 'GET', '/api/records/diploma');
    expect(d.body.accredited).toBe(false);
  });

  it('refuses bad settings with field messages and non-admins', async () => {
    const tooLow = await putSettings({
      xp_per_credit: 5,
      total_required: 1,
      requirements: DEFAULT_REQUIREMENTS,
    });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.fields).toHaveProperty('xp_per_credit');
    expect(tooLow.body.fields).toHaveProperty('total_required');
    const step = await putSettings({
      xp_per_credit: 2000,
      total_required: 24,
      requirements: { ...DEFAULT_REQUIREMENTS, math: 1.25 },
    });
    expect(step.status).toBe(400);
    expect((step.body.fields as Record<string, string>).requirements).toMatch(/0\.1/);
    const missing = await putSettings({
      xp_per_credit: 2000,
      total_required: 24,
      requirements: {},
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await putSettings(
          { xp_per_credit: 2000, total_required: 24, requirements: DEFAULT_REQUIREMENTS },
          sam,
        )
      ).status,
    ).toBe(403);
  });
});

describe('transcript', () => {
  it('lists credits and quests per subject, XP per pillar, and downloads as a PDF', async () => {
    const t = await api<{
      subjects: { subject: string; quests: { title: string; xp: number; first_at: string }[] }[];
      pillars: Record<string, number>;
      total_xp: number;
    }>(sam, 'GET', '/api/records/transcript');
    expect(t.status).toBe(200);
    const social = t.body.subjects.find((s) => s.subject === 'social_studies')!;
    expect(social.quests.map((q) => q.title)).toContain('Family Recipe Book');
    expect(social.quests.find((q) => q.title === 'Family Recipe Book')!.xp).toBe(115);
    expect(Object.values(t.body.pillars).reduce((a, b) => a + b, 0)).toBe(t.body.total_xp);

    const res = await fetch(`${server.url}/api/records/transcript.pdf`, {
      headers: { authorization: `Bearer ${sam.token}`, cookie: sam.c.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.pdf"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
