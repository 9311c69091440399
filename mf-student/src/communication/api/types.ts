// Types of the messages API (api/README.md "Social"), as mf-student reads them.

export type Relation = 'friend' | 'advisor' | 'student' | 'parent' | 'child';

/** Why sending is off (the thread stays readable). */
export type SendBlock = 'not_connected' | 'blocked' | 'minor_adult' | null;

/** What my linked parents may see of my messages (by my age). */
export type ParentOversight = 'messages' | 'contacts' | 'none';

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
  send_block: SendBlock;
  blocked_by_me: boolean;
  unread: number;
  last_message: DirectMessage;
}

export interface Thread {
  user: MessagePerson;
  relation: Relation | null;
  can_send: boolean;
  send_block: SendBlock;
  blocked_by_me: boolean;
  messages: DirectMessage[];
}

export interface Contact {
  user: MessagePerson;
  relation: Relation;
}

export interface ThreadsResponse {
  threads: ThreadSummary[];
  parent_oversight: ParentOversight;
}

/** The reasons a conversation may be reported for (the safety screen's categories). */
export const REPORT_REASONS = [
  'bullying',
  'sexual',
  'personal_info',
  'violence',
  'self_harm',
  'abuse',
  'drugs',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
