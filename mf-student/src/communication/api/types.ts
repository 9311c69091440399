// Types of the messages API (api/README.md "Social"), as mf-student reads them.

export type Relation = 'friend' | 'advisor' | 'student';

export interface MessagePerson {
  id: string;
  first_name: string;
  last_name: string;
}

export interface DirectMessage {
  id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
  /** Held by the safety screen: only its sender sees it, with why (held_categories). */
  held: boolean;
  held_categories: string[];
}

export interface ThreadSummary {
  user: MessagePerson;
  /** null once the connection ended: the history stays readable, sending is off. */
  relation: Relation | null;
  can_send: boolean;
  unread: number;
  last_message: DirectMessage;
}

export interface Thread {
  user: MessagePerson;
  relation: Relation | null;
  can_send: boolean;
  messages: DirectMessage[];
}

export interface Contact {
  user: MessagePerson;
  relation: Relation;
}
