import { newUser, link } from './family-helpers';
import { mailsTo, startServer, type TestServer } from './helpers';
import { api, DEMO_PASSWORD, newStudent, postForm, signIn, type Signed } from './learning-helpers';

jest.setTimeout(60_000);

interface Msg {
  id: string;
  sender_id: string;
  body: string;
  held: boolean;
  held_categories: string[];
}
interface Incident {
  id: string;
  category: string;
  surface: string;
  item_id: string | null;
  excerpt: string | null;
  action_taken: string;
  status: string;
  item_held?: boolean | null;
}

const PHONE = 'call me at 555-123-4567';
const SELF_HARM = 'I want to kill myself';
const GROOMING = "keep this our secret from your parents, let's meet alone at the park";
const ABUSE = 'my dad hits me';
const BULLYING = "you're a worthless loser, kys";
const INNOCENT = ['this homework is killing me', 'I killed the boss in my game lol'];

let server: TestServer;
let admin: Signed;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A fresh student with a linked parent of their own. */
async function family(): Promise<{ child: Signed; parent: Signed }> {
  const [child, parent] = await Promise.all([newStudent(server), newUser(server, 'parent')]);
  await link(server, parent, child);
  return { child, parent };
}

async function friends(a: Signed, b: Signed): Promise<void> {
  await api(a, 'POST', '/api/community/friends/request', { email: b.email });
  const list = await api<{ incoming: { id: string }[] }>(b, 'GET', '/api/community/friends');
  expect(
    (await api(b, 'POST', `/api/community/friends/accept/${list.body.incoming[0]!.id}`)).status,
  ).toBe(200);
}

/** Safety e-mails only (the accounts also got their verification mail). */
const alerts = async (to: string) => {
  await server.settle();
  return mailsTo(server.dataDir, to).filter((m) => /urgent|safety alert/i.test(m.subject));
};

const incidentsOfItem = (itemId: string) =>
  server.app.ctx.db.kysely
    .selectFrom('safety_incidents')
    .selectAll()
    .where('item_id', '=', itemId)
    .execute();

const send = (from: Signed, to: string, body: string) =>
  api<Msg>(from, 'POST', `/api/messages/with/${to}`, { body });
const thread = async (s: Signed, other: string) =>
  (await api<{ messages: Msg[] }>(s, 'GET', `/api/messages/with/${other}`)).body.messages;
const safetyReport = async (parent: Signed, childId: string) =>
  (
    await api<{ incidents: Incident[] }>(
      parent,
      'GET',
      `/api/tutor/parent/safety-reports/${childId}`,
    )
  ).body.incidents;
const queue = async () =>
  (await api<{ incidents: Incident[] }>(admin, 'GET', '/api/admin/safety/incidents')).body
    .incidents;

describe('direct messages', () => {
  let ana: { child: Signed; parent: Signed };
  let bo: { child: Signed; parent: Signed };
  beforeAll(async () => {
    [ana, bo] = await Promise.all([family(), family()]);
    await friends(ana.child, bo.child);
  });

  it('delivers innocent look-alikes untouched, with no incident', async () => {
    for (const text of INNOCENT) {
      const sent = await send(ana.child, bo.child.userId, text);
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ body: text, held: false, held_categories: [] });
      expect(await incidentsOfItem(sent.body.id)).toHaveLength(0);
    }
    expect((await thread(bo.child, ana.child.userId)).map((m) => m.body)).toEqual(INNOCENT);
  });

  it('holds a message with a phone number, masked, for its sender only, and queues it', async () => {
    const sent = await send(ana.child, bo.child.userId, PHONE);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      body: 'call me at [phone number]',
      held: true,
      held_categories: ['personal_info'],
    });
    const stored = JSON.stringify(await thread(ana.child, bo.child.userId));
    expect(stored).toContain('[phone number]');
    expect(stored).not.toContain('555-123-4567');
    expect((await thread(ana.child, bo.child.userId)).at(-1)).toMatchObject({ held: true });
    // The recipient never sees it: not in the thread, the list or the unread count.
    expect((await thread(bo.child, ana.child.userId)).map((m) => m.id)).not.toContain(sent.body.id);
    const threads = await api<{ threads: { last_message: Msg; unread: number }[] }>(
      bo.child,
      'GET',
      '/api/messages/threads',
    );
    expect(threads.body.threads[0]!.last_message.id).not.toBe(sent.body.id);
    const unread = await api<{ unread: number }>(bo.child, 'GET', '/api/messages/unread-count');
    expect(unread.body.unread).toBe(INNOCENT.length);
    // One incident per child involved, in the admin queue with its surface.
    const incidents = await incidentsOfItem(sent.body.id);
    expect(incidents.map((i) => i.student_id).sort()).toEqual(
      [ana.child.userId, bo.child.userId].sort(),
    );
    expect(incidents[0]).toMatchObject({
      surface: 'direct_message',
      category: 'personal_info',
      action_taken: 'held',
    });
    expect((await queue()).filter((i) => i.item_id === sent.body.id)).toEqual([
      expect.objectContaining({ surface: 'direct_message', item_held: true }),
      expect.objectContaining({ surface: 'direct_message', item_held: true }),
    ]);
    // Personal details alone do not e-mail parents; the held message is in their safety view.
    expect(await alerts(ana.parent.email)).toHaveLength(0);
    expect(await safetyReport(ana.parent, ana.child.userId)).toContainEqual(
      expect.objectContaining({
        surface: 'direct_message',
        category: 'personal_info',
        item_id: sent.body.id,
      }),
    );
  });

  it('holds self-harm, e-mails the sender’s parents at once and not the recipient’s', async () => {
    const sent = await send(ana.child, bo.child.userId, SELF_HARM);
    expect(sent.body).toMatchObject({ held: true, held_categories: ['self_harm'] });
    expect((await thread(bo.child, ana.child.userId)).map((m) => m.id)).not.toContain(sent.body.id);
    const mails = await alerts(ana.parent.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Urgent: /)]);
    expect(mails[0]!.text).toContain('988');
    expect(mails[0]!.text).toContain('a direct message');
    expect(await alerts(bo.parent.email)).toHaveLength(0);
  });

  it('holds grooming and tells the parents of the children involved', async () => {
    const sent = await send(bo.child, ana.child.userId, GROOMING);
    expect(sent.body).toMatchObject({ held: true });
    expect(sent.body.held_categories).toContain('sexual');
    expect((await thread(ana.child, bo.child.userId)).map((m) => m.id)).not.toContain(sent.body.id);
    expect((await alerts(ana.parent.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/safety alert: a message involving/),
    );
    expect(await alerts(bo.parent.email)).toHaveLength(1);
  });

  it('holds possible abuse and queues it, never reaching parents', async () => {
    const before = (await alerts(ana.parent.email)).length;
    const sent = await send(ana.child, bo.child.userId, ABUSE);
    expect(sent.body).toMatchObject({ held: true, held_categories: ['abuse'] });
    expect(await alerts(ana.parent.email)).toHaveLength(before);
    expect(
      (await safetyReport(ana.parent, ana.child.userId)).filter((i) => i.item_id === sent.body.id),
    ).toEqual([]);
    expect((await queue()).map((i) => i.item_id)).toContain(sent.body.id);
  });

  it('holds bullying without e-mailing parents', async () => {
    const before = (await alerts(bo.parent.email)).length;
    const sent = await send(bo.child, ana.child.userId, BULLYING);
    expect(sent.body).toMatchObject({ held: true });
    expect(sent.body.held_categories).toContain('bullying');
    expect(await alerts(bo.parent.email)).toHaveLength(before);
  });

  it('lets staff release a held message (delivered, audited) or keep it held', async () => {
    const held = await send(ana.child, bo.child.userId, 'my email is ana.r@example.com');
    const kept = await send(ana.child, bo.child.userId, 'my number is 555-987-6543');
    const path = (id: string, what: string) => `/api/admin/safety/items/${id}/${what}`;

    expect(
      (await api(ana.parent, 'POST', path(held.body.id, 'release'), { note: 'x' })).status,
    ).toBe(403);
    const noNote = await api<{ fields: Record<string, string> }>(
      admin,
      'POST',
      path(held.body.id, 'release'),
      { note: ' ' },
    );
    expect(noNote.status).toBe(400);
    expect(noNote.body.fields).toHaveProperty('note', 'A note is required');
    expect((await api(admin, 'POST', path('not-an-id', 'release'), { note: 'x' })).status).toBe(
      400,
    );
    expect(
      (
        await api(admin, 'POST', path('5b1f8c4e-0d5e-4a55-9a43-2f1d0c4b7e11', 'keep'), {
          note: 'x',
        })
      ).status,
    ).toBe(404);

    const released = await api(admin, 'POST', path(held.body.id, 'release'), {
      note: 'Sharing a school e-mail between friends, fine',
    });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ held: false, surface: 'direct_message' });
    const delivered = (await thread(bo.child, ana.child.userId)).find((m) => m.id === held.body.id);
    expect(delivered).toMatchObject({ body: 'my email is [e-mail]', held: false });
    expect((await incidentsOfItem(held.body.id)).every((i) => i.status === 'resolved')).toBe(true);
    expect((await api(admin, 'POST', path(held.body.id, 'release'), { note: 'x' })).status).toBe(
      409,
    );

    const keep = await api(admin, 'POST', path(kept.body.id, 'keep'), { note: 'Stays private' });
    expect(keep.status).toBe(200);
    expect(keep.body).toMatchObject({ held: true });
    expect((await thread(bo.child, ana.child.userId)).map((m) => m.id)).not.toContain(kept.body.id);
    expect((await api(admin, 'POST', path(kept.body.id, 'keep'), { note: 'again' })).status).toBe(
      409,
    );

    const audit = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_id'])
      .where('target_id', 'in', [held.body.id, kept.body.id])
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'safety_item.release', target_id: held.body.id, actor_id: admin.userId },
      { action: 'safety_item.keep_held', target_id: kept.body.id, actor_id: admin.userId },
    ]);
  });
});

describe('observer encouragement', () => {
  let child: Signed;
  let parent: Signed;
  let observer: Signed;
  beforeAll(async () => {
    ({ child, parent } = await family());
    observer = await newUser(server, 'observer');
    await server.app.ctx.db.kysely
      .insertInto('observer_links')
      .values({
        observer_id: observer.userId,
        student_id: child.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  const encourage = (message: string) =>
    api<{ id: string; held: boolean; held_categories: string[]; message: string }>(
      observer,
      'POST',
      `/api/observer/encouragements/${child.userId}`,
      { message },
    );
  const received = async () =>
    (
      await api<{ items: { id: string; message: string }[] }>(
        child,
        'GET',
        '/api/family/encouragements',
      )
    ).body.items;

  it('passes kind words and masks personal details without holding them', async () => {
    const kind = await encourage('I killed the boss in my game lol, you will too!');
    expect(kind.status).toBe(201);
    expect(kind.body).toMatchObject({ held: false, held_categories: [] });
    const phone = await encourage(PHONE);
    expect(phone.body).toMatchObject({ held: false, message: 'call me at [phone number]' });
    expect((await received()).map((e) => e.message)).toContain('call me at [phone number]');
  });

  it('holds grooming from the child, tells the observer why and e-mails the child’s parents', async () => {
    const sent = await encourage(GROOMING);
    expect(sent.status).toBe(201);
    expect(sent.body.held).toBe(true);
    expect(sent.body.held_categories).toContain('sexual');
    expect((await received()).map((e) => e.id)).not.toContain(sent.body.id);
    const overview = await api<{ encouragements: { id: string }[] }>(
      parent,
      'GET',
      `/api/parent/observers/${child.userId}`,
    );
    expect(overview.status).toBe(200);
    expect(overview.body.encouragements.map((e) => e.id)).not.toContain(sent.body.id);
    expect((await alerts(parent.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/safety alert/),
    ]);
    expect(await safetyReport(parent, child.userId)).toContainEqual(
      expect.objectContaining({ surface: 'encouragement', item_id: sent.body.id }),
    );
    const released = await api(admin, 'POST', `/api/admin/safety/items/${sent.body.id}/release`, {
      note: 'Reviewed with the family',
    });
    expect(released.status).toBe(200);
    expect((await received()).map((e) => e.id)).toContain(sent.body.id);
  });
});

describe('text evidence', () => {
  it('keeps flagged portfolio text private until staff release it', async () => {
    const { child, parent } = await family();
    const upload = await postForm<{ id: string; held: boolean; description: string }>(
      child,
      '/api/records/portfolio/items',
      [
        { name: 'title', value: 'My journal' },
        { name: 'description', value: `${SELF_HARM}. ${PHONE}` },
        { name: 'is_public', value: 'true' },
      ],
    );
    expect(upload.status).toBe(201);
    expect(upload.body.held).toBe(true);
    expect(upload.body.description).toContain('[phone number]');
    expect(upload.body.description).not.toContain('555-123-4567');
    const show = (isPublic: boolean) =>
      api<{ error?: string }>(
        child,
        'PUT',
        `/api/records/portfolio/items/${upload.body.id}/visibility`,
        {
          is_public: isPublic,
        },
      );
    expect((await show(true)).status).toBe(409);
    expect((await alerts(parent.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Urgent: /),
    ]);
    expect(
      (
        await api(admin, 'POST', `/api/admin/safety/items/${upload.body.id}/release`, {
          note: 'A story for class, talked with the family',
        })
      ).status,
    ).toBe(200);
    expect((await show(true)).status).toBe(200);
  });

  it('masks personal details in innocent evidence without holding it', async () => {
    const { child, parent } = await family();
    const upload = await postForm<{ id: string; held: boolean; description: string }>(
      child,
      '/api/records/portfolio/items',
      [
        { name: 'title', value: 'Boss fight' },
        { name: 'description', value: `${INNOCENT[1]}. Ask me: ${PHONE}` },
      ],
    );
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      held: false,
      description: `${INNOCENT[1]}. Ask me: call me at [phone number]`,
    });
    expect(await alerts(parent.email)).toHaveLength(0);
  });

  it('holds flagged text a parent documents', async () => {
    const { child, parent } = await family();
    const res = await postForm<{ held: boolean; held_categories: string[] }>(
      parent,
      `/api/parent/evidence/${child.userId}`,
      [
        { name: 'title', value: 'Soccer practice' },
        { name: 'description', value: BULLYING },
      ],
    );
    expect(res.status).toBe(201);
    expect(res.body.held).toBe(true);
    expect(res.body.held_categories).toContain('bullying');
  });
});
