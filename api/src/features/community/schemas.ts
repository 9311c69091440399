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

export const activityQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(30),
});
