import { randomUUID } from 'node:crypto';
import { CATALOGUE } from '../src/features/learning/catalogue';
import { insertCatalogue } from '../src/db/seeds/learning';
import { writeCreditSettings } from '../src/features/records';
import { DEFAULT_CREDIT_SETTINGS } from '../src/features/records/rules';
import { link, newUser } from './family-helpers';
import type { TestServer } from './helpers';
import { api, newStudent, postForm, questId, tinyPdf } from './learning-helpers';
import { onPglite } from './pglite-suite';
import { completeTasks, type BadgeBody, type CreditsBody } from './records-helpers';

// The records flows on PostgreSQL (PGlite over the wire protocol, the real `pg` driver): sums
// come back as strings there, upserts and unique constraints differ in detail.
jest.setTimeout(60_000);

let server: TestServer;

onPglite(async (started) => {
  server = started;
  await insertCatalogue(
    server.app.ctx.db.kysely,
    CATALOGUE.filter((q) => q.slug === 'solar-oven'),
    null,
    new Date().toISOString(),
  );
});

describe('records on postgres', () => {
  it('computes badge progress, claims once, converts credits and issues the diploma', async () => {
    const k = server.app.ctx.db.kysely;
    const badgeId = randomUUID();
    const at = new Date().toISOString();
    await k
      .insertInto('badges')
      .values({
        id: badgeId,
        name: 'Oven Builder',
        description: 'Builds ovens.',
        identity_statement: 'I can build with sunlight.',
        primary_pillar: 'stem',
        image_key: null,
        image_mime: null,
        min_quests: 1,
        min_xp: 200,
        is_active: 1,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await k
      .insertInto('badge_quests')
      .values({ badge_id: badgeId, quest_id: await questId(server, 'solar-oven') })
      .execute();

    const s = await newStudent(server);
    await completeTasks(server, s, 'solar-oven', [0, 1]);
    const before = (await api<{ badges: BadgeBody[] }>(s, 'GET', '/api/records/badges')).body
      .badges[0]!;
    expect(before).toMatchObject({ status: 'in_progress', xp_earned: 180, progress: 45 });
    await completeTasks(server, s, 'solar-oven', [2]);
    const claims = await Promise.all(
      [1, 2, 3].map(() => api(s, 'POST', `/api/records/badges/${badgeId}/claim`)),
    );
    expect(claims.map((c) => c.status).sort()).toEqual([201, 409, 409]);

    await writeCreditSettings(
      k,
      {
        xp_per_credit: 100,
        total_required: 1,
        requirements: { ...DEFAULT_CREDIT_SETTINGS.requirements, ...zero(), science: 1 },
      },
      at,
    );
    const credits = (await api<CreditsBody>(s, 'GET', '/api/records/credits')).body;
    expect(credits.subjects.find((x) => x.subject === 'science')).toMatchObject({
      earned: 1.7,
      counted: 1,
      overflow: 0.7,
    });
    expect(credits.requirements_met).toBe(true);
    // Credits met: the diploma waits for a reviewer's sign-off (a linked parent here).
    const waiting = await api<{ status: string }>(s, 'GET', '/api/records/diploma');
    expect(waiting.body.status).toBe('awaiting_signoff');
    const parent = await newUser(server, 'parent');
    await link(server, parent, s);
    const signed = await api(parent, 'POST', `/api/reviews/students/${s.userId}/diploma`, {});
    expect(signed.status).toBe(200);
    const diploma = await api<{ status: string }>(s, 'GET', '/api/records/diploma');
    expect(diploma.body.status).toBe('issued');
  });

  it('publishes a portfolio with its public upload, and sweeps a deleted account', async () => {
    const s = await newStudent(server);
    await completeTasks(server, s, 'solar-oven', [0]);
    expect(
      (await api(s, 'PUT', '/api/records/profile', { portfolio_slug: 'pg-maker' })).status,
    ).toBe(200);
    const other = await newStudent(server);
    expect(
      (await api(other, 'PUT', '/api/records/profile', { portfolio_slug: 'pg-maker' })).status,
    ).toBe(400);
    await postForm(s, '/api/records/portfolio/items', [
      { name: 'title', value: 'Oven report' },
      { name: 'is_public', value: 'true' },
      { name: 'file', value: tinyPdf(), filename: 'report.pdf', type: 'application/pdf' },
    ]);
    await api(s, 'PUT', '/api/records/portfolio/visibility', { public: true });
    const res = await server
      .client()
      .get<{ items: { title: string }[] }>('/api/public/portfolio/pg-maker');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.title).sort()).toEqual([
      'Learn how heat moves',
      'Oven report',
    ]);

    const asked = await api<{ deletion: { scheduled_for: string } }>(
      s,
      'POST',
      '/api/records/account/deletion',
      { confirm: 'DELETE' },
    );
    const due = Date.parse(asked.body.deletion.scheduled_for) + 1000;
    expect(await server.records.sweepDeletedAccounts(new Date(due))).toBe(1);
    expect((await server.client().get('/api/public/portfolio/pg-maker')).status).toBe(404);
  });
});

function zero() {
  return Object.fromEntries(
    Object.keys(DEFAULT_CREDIT_SETTINGS.requirements).map((k) => [k, 0]),
  ) as typeof DEFAULT_CREDIT_SETTINGS.requirements;
}
