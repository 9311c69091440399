import type { Queryable } from '../../../db/types';
import {
  listChildLinksOf,
  listDirectMessagesOf,
  listEncouragementsFor,
  listFriendshipsOf,
  listNamesOf,
  listParentLinksOf,
  listSentFriendRequests,
  listTutorConversationsOf,
  listTutorMessagesOf,
} from './export-social-store';

const nameOf = (u: { first_name: string | null; last_name: string | null } | undefined) =>
  u ? `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() : null;

/**
 * The people side of a data export: friends and requests I sent, my direct messages (both
 * directions), my tutor conversations, my family links and the encouragement I received. Other
 * people appear by name only; their e-mail addresses and data stay out of my export.
 */
export async function exportConnections(db: Queryable, userId: string) {
  const [friendships, sentRequests, messages, conversations, tutorMessages, parents, children] =
    await Promise.all([
      listFriendshipsOf(db, userId),
      listSentFriendRequests(db, userId),
      listDirectMessagesOf(db, userId),
      listTutorConversationsOf(db, userId),
      listTutorMessagesOf(db, userId),
      listParentLinksOf(db, userId),
      listChildLinksOf(db, userId),
    ]);
  const encouragements = await listEncouragementsFor(db, userId);

  const otherIds = new Set<string>([
    ...friendships.map((f) => (f.user_low === userId ? f.user_high : f.user_low)),
    ...messages.map((m) => (m.sender_id === userId ? m.recipient_id : m.sender_id)),
    ...parents.map((p) => p.other_id),
    ...children.map((c) => c.other_id),
    ...encouragements.map((e) => e.observer_id),
  ]);
  const people = otherIds.size === 0 ? [] : await listNamesOf(db, [...otherIds]);
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
