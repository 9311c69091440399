import type { Queryable } from '../../../db/types';

// The people side of a data export reads other features' tables (friends, messages, tutor,
// family links, encouragement): one plain read each, of one user's rows.

export function listFriendshipsOf(db: Queryable, userId: string) {
  return db
    .selectFrom('friendships')
    .selectAll()
    .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
    .execute();
}

export function listSentFriendRequests(db: Queryable, userId: string) {
  return (
    db
      .selectFrom('friend_requests')
      // No status: a declined request reads as pending to its sender everywhere (see Social).
      .select(['addressee_email', 'created_at'])
      .where('requester_id', '=', userId)
      .execute()
  );
}

export function listDirectMessagesOf(db: Queryable, userId: string) {
  return db
    .selectFrom('direct_messages')
    .select(['sender_id', 'recipient_id', 'body', 'created_at', 'read_at'])
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .orderBy('created_at')
    .execute();
}

export function listTutorConversationsOf(db: Queryable, userId: string) {
  return db
    .selectFrom('tutor_conversations')
    .select(['id', 'title', 'mode', 'created_at'])
    .where('student_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function listTutorMessagesOf(db: Queryable, userId: string) {
  return db
    .selectFrom('tutor_messages')
    .select(['conversation_id', 'role', 'content', 'created_at'])
    .where('student_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function listParentLinksOf(db: Queryable, childId: string) {
  return db
    .selectFrom('parent_child_links')
    .select(['parent_id as other_id', 'created_at'])
    .where('child_id', '=', childId)
    .execute();
}

export function listChildLinksOf(db: Queryable, parentId: string) {
  return db
    .selectFrom('parent_child_links')
    .select(['child_id as other_id', 'created_at'])
    .where('parent_id', '=', parentId)
    .execute();
}

export function listEncouragementsFor(db: Queryable, studentId: string) {
  return db
    .selectFrom('observer_encouragements')
    .select(['observer_id', 'message', 'created_at'])
    .where('student_id', '=', studentId)
    .orderBy('created_at')
    .execute();
}

export function listNamesOf(db: Queryable, ids: string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
}
