// Types of the friends API (api/README.md "Social"), as mf-student reads them.
import type { Pillar } from '../../api/types';

export interface FriendPerson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface Friend extends FriendPerson {
  since: string;
}

export interface FriendsOverview {
  friends: Friend[];
  incoming: { id: string; from: FriendPerson; created_at: string }[];
  /** Requests I (under 13) accepted that wait for my parent's approval. */
  accepted_awaiting_parent: { id: string; from: FriendPerson; created_at: string }[];
  /** Requests I sent; they read as pending whatever the other side did. */
  outgoing: {
    id: string;
    email: string;
    created_at: string;
    /** My own request while I am under 13: waiting for my parent, or declined by them. */
    parent_approval: 'awaiting' | 'declined' | null;
  }[];
}

export interface FriendActivity {
  id: string;
  friend: { id: string; first_name: string; last_name: string };
  quest: { id: string; title: string };
  task_title: string;
  pillar: Pillar;
  xp: number;
  completed_at: string;
}
