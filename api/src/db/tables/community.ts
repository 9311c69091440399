/** Migration 008: a friend request is addressed to an e-mail address (see the migration). */
export interface FriendRequestsTable {
  id: string;
  requester_id: string;
  addressee_email: string;
  /** 'awaiting': held for the parent of `approval_child_id` (migration 018). */
  status: 'pending' | 'declined' | 'awaiting';
  created_at: string;
  decided_at: string | null;
  /** The under-13 whose linked parent must approve (with status 'awaiting'). */
  approval_child_id: string | null;
}

/** Migration 018: a block, effective in both directions. */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface MessageReportsTable {
  id: string;
  reporter_id: string;
  reported_id: string;
  reason: string;
  note: string | null;
  created_at: string;
}

/** A copy of one reported message, as it was when reported. */
export interface MessageReportItemsTable {
  report_id: string;
  message_id: string;
  sender_id: string;
  body: string;
  sent_at: string;
}

/** One row per pair of friends, the lower user id first. */
export interface FriendshipsTable {
  user_low: string;
  user_high: string;
  created_at: string;
}

export interface DirectMessagesTable {
  id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
  /** Migration 012: 'held' until staff release it (see docs/safety.md). */
  status: 'sent' | 'held';
  /** JSON array of the safety categories that held it. */
  held_categories: string | null;
}
