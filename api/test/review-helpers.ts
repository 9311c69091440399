import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';
import { link, newUser } from './family-helpers';
import { api, complete, signIn, type Part, type Signed } from './learning-helpers';
import { pickUp, ZERO_REQUIREMENTS } from './records-helpers';

// Shared steps of the review tests (docs/api/records.md "Review before credit").

export interface ReviewEvidenceBody {
  id: string;
  kind: string;
  text: string | null;
  file_name: string | null;
  file_url: string | null;
  confidential: boolean;
}

export interface ReviewItemBody {
  task_id: string;
  status: string;
  comment: string | null;
  reviewed_at: string | null;
  evidence: ReviewEvidenceBody[];
}

export interface QueueBody {
  items: ReviewItemBody[];
}

/** A server where 100 XP make a credit and one credit a diploma: one reviewed task decides it. */
export async function startReviewServer(): Promise<{ server: TestServer; admin: Signed }> {
  const server = await startServer();
  const admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
  const res = await api(admin, 'PUT', '/api/admin/credit-settings', {
    xp_per_credit: 100,
    total_required: 1,
    requirements: ZERO_REQUIREMENTS,
  });
  if (res.status !== 200) throw new Error(`credit settings ${res.status} ${res.text}`);
  return { server, admin };
}

/** A fresh student linked to a fresh parent (no advisor). */
export async function family(server: TestServer): Promise<{ kid: Signed; parent: Signed }> {
  const kid = await newUser(server, 'student');
  const parent = await newUser(server, 'parent');
  await link(server, parent, kid);
  return { kid, parent };
}

/** Adds a personal task to a catalogue quest and completes it with this evidence. */
export async function personalTask(
  server: TestServer,
  kid: Signed,
  evidence: Part[],
  xp = 100,
  title = 'Built a birdhouse',
): Promise<string> {
  const quest = await pickUp(server, kid, 'solar-oven');
  const added = await api<{ id: string }>(kid, 'POST', `/api/quests/${quest.id}/tasks`, {
    title,
    pillar: 'stem',
    xp,
  });
  if (added.status !== 201) throw new Error(`add task ${added.status} ${added.text}`);
  const done = await complete(kid, added.body.id, evidence);
  if (done.status !== 200) throw new Error(`complete ${done.status} ${done.text}`);
  return added.body.id;
}

export const decide = (s: Signed, taskId: string, body: unknown) =>
  api<ReviewItemBody & { fields?: Record<string, string> }>(
    s,
    'POST',
    `/api/reviews/tasks/${taskId}`,
    body,
  );

export async function assignAdvisor(
  server: TestServer,
  advisor: Signed,
  student: Signed,
  assignedBy: Signed = advisor,
): Promise<void> {
  await server.app.ctx.db.kysely
    .insertInto('advisor_students')
    .values({
      advisor_id: advisor.userId,
      student_id: student.userId,
      assigned_by: assignedBy.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export const queueItem = async (reviewer: Signed, taskId: string) =>
  (await api<QueueBody>(reviewer, 'GET', '/api/reviews')).body.items.find(
    (i) => i.task_id === taskId,
  );

/** The id of the task's (first) file evidence. */
export async function fileEvidenceId(server: TestServer, taskId: string): Promise<string> {
  const row = await server.app.ctx.db.kysely
    .selectFrom('evidence')
    .select('id')
    .where('student_task_id', '=', taskId)
    .where('kind', '=', 'file')
    .executeTakeFirstOrThrow();
  return row.id;
}
