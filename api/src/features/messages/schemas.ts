import { z } from 'zod';

export const MESSAGE_MAX = 2000;
export { NOT_CONNECTED } from '../community';

export const userIdParam = z.strictObject({ userId: z.uuid({ error: 'Not a valid id' }) });

export const sendBody = z.strictObject({
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX, 'Message must be at most 2,000 characters'),
});

export const relationSchema = z.enum(['friend', 'advisor', 'student', 'parent', 'child']);

/** Why sending is refused (null when it is allowed); the thread stays readable. */
export const sendBlockSchema = z
  .enum(['not_connected', 'blocked', 'minor_adult'])
  .nullable()
  .describe(
    'not_connected: no relation (any more); blocked: one side blocked the other; minor_adult: a friendship between a student under 18 and an adult carries no messages',
  );

export const personSchema = z
  .object({ id: z.string(), first_name: z.string(), last_name: z.string() })
  .meta({ id: 'MessagePerson' });

export const contactSchema = z.object({ user: personSchema, relation: relationSchema });

/** A report as the admin safety queue shows it (see tutor/incidents/). */
export const reportView = z
  .object({
    reason: z.string(),
    note: z.string().nullable(),
    reporter: personSchema,
    reported: personSchema,
    messages: z.array(
      z.object({ id: z.string(), sender_id: z.string(), body: z.string(), sent_at: z.string() }),
    ),
  })
  .meta({ id: 'MessageReport' });
