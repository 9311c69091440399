export type LinkInitiator = 'parent' | 'child';
export type LinkRequestStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

/** Migration 009: a parent–child link waiting for the other side (active ones: parent_child_links). */
export interface FamilyLinkRequestsTable {
  id: string;
  initiated_by: LinkInitiator;
  parent_id: string | null;
  child_id: string | null;
  invited_email: string;
  status: LinkRequestStatus;
  created_at: string;
  decided_at: string | null;
}

export interface PrivateQuestsTable {
  quest_id: string;
  child_id: string;
  created_by: string;
  created_at: string;
}

export interface ObserverInvitationsTable {
  id: string;
  parent_id: string;
  student_id: string;
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  cancelled_at: string | null;
}

export interface ObserverReadsTable {
  id: string;
  observer_id: string;
  student_id: string;
  what: string;
  created_at: string;
}

export type FeedItemKind = 'completion' | 'portfolio';

export interface ObserverCheersTable {
  id: string;
  observer_id: string;
  student_id: string;
  item_kind: FeedItemKind;
  item_id: string;
  created_at: string;
}

export interface ObserverEncouragementsTable {
  id: string;
  observer_id: string;
  student_id: string;
  message: string;
  created_at: string;
  /** Migration 012: 'held' until staff release it (see docs/safety.md). */
  status: 'sent' | 'held';
  /** JSON array of the safety categories that held it. */
  held_categories: string | null;
}
