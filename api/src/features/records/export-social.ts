import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { SocialDatabase } from '../community/tables';
import type { FamilyDatabase } from '../family/tables';
import type { TutorDatabase } from '../tutor/tables';

type ExportDatabase = SocialDatabase & FamilyDatabase & TutorDatabase;

const nameOf = (u: { first_name: string | null; last_name: string | null } | undefined) =>
  u ? `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() : null;

/**
 * The people side of a data export: friends and requests I sent, my direct messages (both
 * directions), my tutor conversations, my family links and the encouragement I received. Other
 * people appear by name only; their e-mail addresses and data stay out of my export.
 */
export async function exportConnections(base: Kysely<Database>, userId: string) {
  const k = base as unknown as Kysely<ExportDatabase>;
  const [friendships, sentRequests, messages, conversations, tutorMessages, parents, children] =
    await Promise.all([
      k
        .selectFrom('friendships')
        .selectAll()
        .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
        .execute(),
      k
        .selectFrom('friend_requests')
        // No status: a declined request reads as pending to its sender everywhere (see Social).
        .select(['addressee_email', 'created_at'])
        .where('requester_id', '=', userId)
        .execute(),
      k
        .selectFrom('direct_messages')
        .select(['sender_id', 'recipient_id', 'body', 'created_at', 'read_at'])
        .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
        .orderBy('created_at')
        .execute(),
      k
        .selectFrom('tutor_conversations')
        .select(['id', 'title', 'mode', 'created_at'])
        .where('student_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      k
        .selectFrom('tutor_messages')
        .select(['conversation_id', 'role', 'content', 'created_at'])
        .where('student_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      k
        .selectFrom('parent_child_links')
        .select(['parent_id as other_id', 'created_at'])
        .where('child_id', '=', userId)
        .execute(),
      k
        .selectFrom('parent_child_links')
        .select(['child_id as other_id', 'created_at'])
        .where('parent_id', '=', userId)
        .execute(),
    ]);
  const encouragements = await k
    .selectFrom('observer_encouragements')
    .select(['observer_id', 'message', 'created_at'])
    .where('student_id', '=', userId)
    .orderBy('created_at')
    .execute();

  const otherIds = new Set<string>([
    ...friendships.map((f) => (f.user_low === userId ? f.user_high : f.user_low)),
    ...messages.map((m) => (m.sender_id === userId ? m.recipient_id : m.sender_id)),
    ...parents.map((p) => p.other_id),
    ...children.map((c) => c.other_id),
    ...encouragements.map((e) => e.observer_id),
  ]);
  const people =
    otherIds.size === 0
      ? []
      : await k
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', [...otherIds])
          .execute();
  const byId = new Map(people.map((p) => [p.id, p]));
  const person = (id: string) => nameOf(byId.get(id));

  return {
    friends: friendships.map((f) => ({
      name: person(f.user_low === userId ? f.user_high : f.user_low),
      since: f.created_at,
    })),
    friend_requests_sent: sentRequests,
    direct_messages: messages.map((m) => ({
      direction: m.sender_id === userId ? 'sent' : 'received',
      with: person(m.sender_id === userId ? m.recipient_id : m.sender_id),
      body: m.body,
      sent_at: m.created_at,
      read_at: m.read_at,
    })),
    tutor_conversations: conversations.map((c) => ({
      title: c.title,
      mode: c.mode,
      started_at: c.created_at,
      messages: tutorMessages
        .filter((m) => m.conversation_id === c.id)
        .map((m) => ({ from: m.role, text: m.content, at: m.created_at })),
    })),
    family: {
      parents: parents.map((p) => ({ name: person(p.other_id), linked_at: p.created_at })),
      children: children.map((c) => ({ name: person(c.other_id), linked_at: c.created_at })),
    },
    encouragement_received: encouragements.map((e) => ({
      from: person(e.observer_id),
      message: e.message,
      at: e.created_at,
    })),
  };
}
