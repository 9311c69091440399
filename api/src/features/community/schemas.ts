import { emailField } from '@optio/contracts';
import { z } from 'zod';

/** The answer to every friend request, whether or not the address has an account. */
export const FRIEND_REQUEST_SENT =
  'Friend request sent. If that address belongs to an Optio student, they will see your request; it shows as pending until they accept.';
export const SELF_REQUEST = 'You cannot send a friend request to yourself';

export const friendRequestBody = z.strictObject({ email: emailField });
export const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

const person = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const friendSchema = person.extend({ since: z.string() }).meta({ id: 'Friend' });

const incomingRequest = z.object({ id: z.string(), from: person, created_at: z.string() });

export const friendsResponse = z.object({
  friends: z.array(friendSchema),
  incoming: z.array(incomingRequest),
  accepted_awaiting_parent: z
    .array(incomingRequest)
    .describe('Requests an under-13 accepted that wait for their linked parent'),
  /** Shown as pending whatever happened on the other side (no enumeration, no rejection signal). */
  outgoing: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      created_at: z.string(),
      parent_approval: z
        .enum(['awaiting', 'declined'])
        .nullable()
        .describe("An under-13's own request: waiting for their parent, or declined by them"),
    }),
  ),
});

export const acceptResponse = z.object({
  friend: friendSchema.nullable(),
  awaiting_parent: z
    .boolean()
    .describe('An under-13 accepted: the friendship starts when their linked parent approves'),
});

export const activityQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(30),
});

export const activityItem = z
  .object({
    id: z.string(),
    friend: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
    quest: z.object({ id: z.string(), title: z.string() }),
    task_title: z.string(),
    pillar: z.string(),
    xp: z.number(),
    completed_at: z.string(),
  })
  .meta({ id: 'FriendActivity' });
