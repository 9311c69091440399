import type {
  SafetyIncidentsTable,
  TutorConversationsTable,
  TutorMessagesTable,
  TutorSettingsTable,
} from '../../db/tables/tutor';
import type { Queryable } from '../../db/types';

// Conversations

export const findConversation = (db: Queryable, id: string) =>
  db.selectFrom('tutor_conversations').selectAll().where('id', '=', id).executeTakeFirst();

export const findStudentConversation = (db: Queryable, studentId: string, id: string) =>
  db
    .selectFrom('tutor_conversations')
    .selectAll()
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();

/** The student's 200 most recently active conversations. */
export const listConversations = (db: Queryable, studentId: string) =>
  db
    .selectFrom('tutor_conversations')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();

export async function insertConversation(
  db: Queryable,
  row: TutorConversationsTable,
): Promise<void> {
  await db.insertInto('tutor_conversations').values(row).execute();
}

export async function touchConversation(
  db: Queryable,
  id: string,
  at: string,
  title?: string,
): Promise<void> {
  await db
    .updateTable('tutor_conversations')
    .set({ updated_at: at, ...(title !== undefined ? { title } : {}) })
    .where('id', '=', id)
    .execute();
}

// Messages

/** A conversation's messages, oldest first; `parentView` leaves out those hidden from parents. */
export const listMessages = (db: Queryable, conversationId: string, parentView: boolean) =>
  parentView
    ? db
        .selectFrom('tutor_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('hidden_from_parents', '=', 0)
        .orderBy('created_at')
        .execute()
    : db
        .selectFrom('tutor_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .orderBy('created_at')
        .orderBy('role', 'asc') // a student's message and its reply share no instant, but be sure
        .execute();

/** The student's latest `limit` messages of the conversation, newest first. */
export const listRecentStudentMessages = (db: Queryable, conversationId: string, limit: number) =>
  db
    .selectFrom('tutor_messages')
    .select('content')
    .where('conversation_id', '=', conversationId)
    .where('role', '=', 'student')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/** The conversation's latest `limit` turns, newest first. */
export const listRecentTurns = (db: Queryable, conversationId: string, limit: number) =>
  db
    .selectFrom('tutor_messages')
    .select(['role', 'content'])
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .orderBy('role', 'desc')
    .limit(limit)
    .execute();

export async function countStudentMessagesSince(
  db: Queryable,
  studentId: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('tutor_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('student_id', '=', studentId)
    .where('role', '=', 'student')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per conversation of the student: messages and flagged messages parents may see. */
export const countParentVisibleMessages = (db: Queryable, studentId: string) =>
  db
    .selectFrom('tutor_messages')
    .select([
      'conversation_id',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.sum<number | string>('flagged').as('flagged'),
    ])
    .where('student_id', '=', studentId)
    .where('hidden_from_parents', '=', 0)
    .groupBy('conversation_id')
    .execute();

export async function insertMessage(db: Queryable, row: TutorMessagesTable): Promise<void> {
  await db.insertInto('tutor_messages').values(row).execute();
}

/**
 * On PostgreSQL, locks the student's users row for the rest of the transaction, so two
 * messages sent at once are counted one after the other.
 */
export async function lockStudentRow(db: Queryable, studentId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
}

// Settings

export const findSettingsRow = (db: Queryable, studentId: string) =>
  db
    .selectFrom('tutor_settings')
    .selectAll()
    .where('student_id', '=', studentId)
    .executeTakeFirst();

export async function upsertSettingsRow(db: Queryable, row: TutorSettingsTable): Promise<void> {
  await db
    .insertInto('tutor_settings')
    .values(row)
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ ...row }))
    .execute();
}

// Incidents

export async function insertIncidents(db: Queryable, rows: SafetyIncidentsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('safety_incidents').values(rows).execute();
}

/** What parents may see of a child's incidents (never abuse flags), newest first. */
export const listParentVisibleIncidents = (db: Queryable, studentId: string) =>
  db
    .selectFrom('safety_incidents')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('category', '!=', 'abuse')
    .where('hidden_from_parents', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

const incidentsWithStudents = (db: Queryable) =>
  db
    .selectFrom('safety_incidents')
    .innerJoin('users', 'users.id', 'safety_incidents.student_id')
    .selectAll('safety_incidents')
    .select(['users.first_name', 'users.last_name']);

export type StaffIncidentRow = Awaited<
  ReturnType<ReturnType<typeof incidentsWithStudents>['executeTakeFirstOrThrow']>
>;

/** The safety queue: up to 500 incidents with their student's name, newest first. */
export const listIncidentsWithStudents = (db: Queryable, status: 'open' | 'resolved' | 'all') =>
  incidentsWithStudents(db)
    .$if(status !== 'all', (q) => q.where('safety_incidents.status', '=', status as 'open'))
    .orderBy('safety_incidents.created_at', 'desc')
    .orderBy('safety_incidents.id')
    .limit(500)
    .execute();

export const findIncidentWithStudent = (db: Queryable, id: string) =>
  incidentsWithStudents(db).where('safety_incidents.id', '=', id).executeTakeFirstOrThrow();

export const findIncident = (db: Queryable, id: string) =>
  db
    .selectFrom('safety_incidents')
    .select(['status', 'category', 'severity', 'student_id'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function resolveOpenIncident(
  db: Queryable,
  id: string,
  change: { reviewedBy: string; at: string; note: string },
): Promise<void> {
  await db
    .updateTable('safety_incidents')
    .set({
      status: 'resolved',
      reviewed_by: change.reviewedBy,
      resolved_at: change.at,
      resolution_note: change.note,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

// Reads of other features' tables the tutor needs (the learner's context, families, tiers)

export const findUserFirstName = (db: Queryable, id: string) =>
  db.selectFrom('users').select('first_name').where('id', '=', id).executeTakeFirst();

export const findUserTier = (db: Queryable, id: string) =>
  db.selectFrom('users').select('subscription_tier').where('id', '=', id).executeTakeFirst();

export const findParentLink = (db: Queryable, parentId: string, childId: string) =>
  db
    .selectFrom('parent_child_links')
    .select('child_id')
    .where('parent_id', '=', parentId)
    .where('child_id', '=', childId)
    .executeTakeFirst();

/** Up to five active quests, the latest picked up first. */
export const listActiveQuests = (db: Queryable, studentId: string) =>
  db
    .selectFrom('enrolments')
    .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
    .select(['quests.id', 'quests.title'])
    .where('enrolments.student_id', '=', studentId)
    .where('enrolments.status', '=', 'active')
    .orderBy('enrolments.picked_up_at', 'desc')
    .limit(5)
    .execute();

/** Open tasks of the student's active quests, in quest order. */
export const listOpenTasks = (db: Queryable, studentId: string) =>
  db
    .selectFrom('student_tasks')
    .innerJoin('enrolments', 'enrolments.id', 'student_tasks.enrolment_id')
    .select(['student_tasks.quest_id', 'student_tasks.title', 'student_tasks.pillar'])
    .where('student_tasks.student_id', '=', studentId)
    .where('enrolments.status', '=', 'active')
    .where('student_tasks.completed_at', 'is', null)
    .orderBy('student_tasks.position')
    .execute();

export const sumXpByPillar = (db: Queryable, studentId: string) =>
  db
    .selectFrom('xp_ledger')
    .select(['pillar', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
    .where('student_id', '=', studentId)
    .groupBy('pillar')
    .execute();
