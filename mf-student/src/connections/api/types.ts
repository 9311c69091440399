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
  /** Requests I sent; they read as pending whatever the other side did. */
  outgoing: { id: string; email: string; created_at: string }[];
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
