import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { LearningDatabase } from '../learning/tables';

/** Migration 008: a friend request is addressed to an e-mail address (see the migration). */
export interface FriendRequestsTable {
  id: string;
  requester_id: string;
  addressee_email: string;
  status: 'pending' | 'declined';
  created_at: string;
  decided_at: string | null;
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

export interface SocialDatabase extends LearningDatabase {
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  direct_messages: DirectMessagesTable;
}

export type SocialDb = Kysely<SocialDatabase>;

/** The app's Kysely instance, typed with the social and learning tables (same connection). */
export const socialDb = (k: Kysely<Database>): SocialDb => k as unknown as SocialDb;

/** A friendship's key: the pair in a fixed order, so each pair is stored once. */
export const friendPair = (a: string, b: string): { user_low: string; user_high: string } =>
  a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
