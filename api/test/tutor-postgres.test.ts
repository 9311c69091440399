import { mailsTo, type TestServer } from './helpers';
import { onPglite } from './pglite-suite';
import { api, newStudent, type Signed } from './learning-helpers';
import { send, startConversation } from './tutor-helpers';

// The tutor's writes and reads on PostgreSQL (PGlite over the wire protocol, the real `pg`
// driver): settings upsert, the daily limit under concurrent sends, incidents, the reports.
jest.setTimeout(60_000);

let server: TestServer;

onPglite(async (started) => {
  server = started;
});

async function withRole(role: 'parent' | 'admin'): Promise<Signed> {
  const s = await newStudent(server);
  await server.app.ctx.db.kysely
    .updateTable('users')
    .set({ role })
    .where('id', '=', s.userId)
    .execute();
  server.app.ctx.authUsers.invalidate(s.userId);
  return s;
}

describe('tutor on postgres', () => {
  it('upserts settings and holds the daily limit under concurrent sends', async () => {
    expect(server.app.ctx.db.engine).toBe('postgres');
    const child = await newStudent(server);
    const mum = await withRole('parent');
    await server.app.ctx.db.kysely
      .insertInto('parent_child_links')
      .values({
        parent_id: mum.userId,
        child_id: child.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
    const first = await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      daily_limit: 3,
    });
    expect(first.body).toMatchObject({ daily_limit: 3 });
    const second = await api(mum, 'PUT', `/api/tutor/parent/settings/${child.userId}`, {
      allowed_modes: ['teacher', 'review'],
    });
    expect(second.body).toMatchObject({ daily_limit: 3, allowed_modes: ['teacher', 'review'] });

    const convo = await startConversation(child, 'teacher');
    const sends = await Promise.all(
      ['What is 2 + 2?', 'I feel stuck', 'hello', 'why is the sky blue', 'tell me a story'].map(
        (text) => send(child, convo.id, text),
      ),
    );
    expect(sends.map((s) => s.status).sort()).toEqual([200, 200, 200, 429, 429]);

    const report = await api<{ summary: { total: number } }>(
      mum,
      'GET',
      `/api/tutor/parent/safety-reports/${child.userId}`,
    );
    expect(report.body.summary.total).toBe(0);
    const list = await api<{ conversations: { message_count: number }[] }>(
      mum,
      'GET',
      `/api/tutor/parent/conversations/${child.userId}`,
    );
    expect(list.body.conversations[0]!.message_count).toBe(6);
  });

  it('records a self-harm incident, e-mails the parent and lets an admin resolve it', async () => {
    const child = await newStudent(server);
    const mum = await withRole('parent');
    const admin = await withRole('admin');
    await server.app.ctx.db.kysely
      .insertInto('parent_child_links')
      .values({
        parent_id: mum.userId,
        child_id: child.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
    const convo = await startConversation(child);
    const turn = await send(child, convo.id, 'i cut myself again last night');
    expect(turn.shown).toMatch(/988/);
    await server.settle();
    expect(mailsTo(server.dataDir, mum.email).some((m) => /support/.test(m.subject))).toBe(true);
    const report = await api<{
      summary: { by_category: Record<string, number> };
      incidents: { id: string }[];
    }>(mum, 'GET', `/api/tutor/parent/safety-reports/${child.userId}`);
    expect(report.body.summary.by_category.self_harm).toBe(1);
    const id = report.body.incidents[0]!.id;
    const resolved = await api(admin, 'POST', `/api/admin/safety/incidents/${id}/resolve`, {
      note: 'Checked in',
    });
    expect(resolved.body).toMatchObject({ status: 'resolved' });
  });
});
