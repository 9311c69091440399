import { z } from 'zod';

export const MESSAGE_MAX = 2000;
export const NOT_CONNECTED = 'You can only message your friends, your advisor or your students';

export const userIdParam = z.strictObject({ userId: z.uuid({ error: 'Not a valid id' }) });

export const sendBody = z.strictObject({
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX, 'Message must be at most 2,000 characters'),
});

export const relationSchema = z.enum(['friend', 'advisor', 'student']);

export const personSchema = z
  .object({ id: z.string(), first_name: z.string(), last_name: z.string() })
  .meta({ id: 'MessagePerson' });

export const messageItem = z
  .object({
    id: z.string(),
    sender_id: z.string(),
    recipient_id: z.string(),
    body: z.string(),
    created_at: z.string(),
    read_at: z.string().nullable(),
    held: z
      .boolean()
      .describe(
        'Held by the safety screen: shown to its sender only, delivered if staff release it',
      ),
    held_categories: z
      .array(z.string())
      .describe('Why it is held (safety categories, most serious first); empty when not held'),
  })
  .meta({ id: 'DirectMessage' });

export const threadSummary = z.object({
  user: personSchema,
  relation: relationSchema.nullable(),
  can_send: z.boolean(),
  unread: z.number(),
  last_message: messageItem,
});

export const threadView = z.object({
  user: personSchema,
  relation: relationSchema.nullable(),
  can_send: z.boolean(),
  messages: z.array(messageItem),
});

export const contactSchema = z.object({ user: personSchema, relation: relationSchema });
