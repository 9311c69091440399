// Friends, their activity, and parents' approval of young children's requests
// (api/src/features/community).
import { z } from 'zod';
import { messageSchema } from './common';
import { pillarSchema } from './learning';

export const friendPersonSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type FriendPerson = z.infer<typeof friendPersonSchema>;

export const friendSchema = friendPersonSchema.extend({ since: z.string() });
export type Friend = z.infer<typeof friendSchema>;

const friendRequestSchema = z.object({
  id: z.string(),
  from: friendPersonSchema,
  created_at: z.string(),
});

export const friendsOverviewSchema = z.object({
  friends: z.array(friendSchema),
  incoming: z.array(friendRequestSchema),
  /** Requests I (under 13) accepted that wait for my parent's approval. */
  accepted_awaiting_parent: z.array(friendRequestSchema),
  /** Requests I sent; they read as pending whatever the other side did. */
  outgoing: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      created_at: z.string(),
      /** My own request while I am under 13: waiting for my parent, or declined by them. */
      parent_approval: z.enum(['awaiting', 'declined']).nullable(),
    }),
  ),
});
export type FriendsOverview = z.infer<typeof friendsOverviewSchema>;

export const friendActivitySchema = z.object({
  id: z.string(),
  friend: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  quest: z.object({ id: z.string(), title: z.string() }),
  task_title: z.string(),
  pillar: pillarSchema,
  xp: z.number(),
  completed_at: z.string(),
});
export type FriendActivity = z.infer<typeof friendActivitySchema>;

/** A friend request of an under-13 child that waits for a linked parent. */
export const friendApprovalSchema = z.object({
  id: z.string(),
  child: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  /** sent: the child asked someone; accepted: the child accepted someone's request. */
  direction: z.enum(['sent', 'accepted']),
  email: z.string(),
  other: z
    .object({ first_name: z.string(), last_name: z.string(), is_adult: z.boolean() })
    .nullable(),
  created_at: z.string(),
});
export type FriendApproval = z.infer<typeof friendApprovalSchema>;

export const endpoints = {
  'GET /api/community/friends': { 200: friendsOverviewSchema },
  'POST /api/community/friends/request': { 200: messageSchema },
  'POST /api/community/friends/accept/:id': {
    200: z.object({ friend: friendSchema.nullable(), awaiting_parent: z.boolean() }),
  },
  'DELETE /api/community/friends/decline/:id': { 200: messageSchema },
  'DELETE /api/community/friends/cancel/:id': { 200: messageSchema },
  'DELETE /api/community/friends/:id': { 200: messageSchema },
  'GET /api/community/friends/activity': {
    200: z.object({ items: z.array(friendActivitySchema) }),
  },
  'GET /api/parent/friend-requests': { 200: z.object({ requests: z.array(friendApprovalSchema) }) },
  'POST /api/parent/friend-requests/:id/approve': { 200: messageSchema },
  'POST /api/parent/friend-requests/:id/decline': { 200: messageSchema },
};
