import { z } from 'zod';
import { TUTOR_MODES } from './tables';
import { MESSAGE_MAX } from './settings';

export const modeSchema = z.enum(TUTOR_MODES, {
  error: `Mode must be one of: ${TUTOR_MODES.join(', ')}`,
});

const uuid = () => z.uuid({ error: 'Not a valid id' });
export const conversationParam = z.strictObject({ conversationId: uuid() });
export const childParam = z.strictObject({ childId: uuid() });
export const incidentParam = z.strictObject({ id: uuid() });

export const conversationSchema = z
  .object({
    id: z.string(),
    title: z.string().describe('Empty until the first message names the conversation'),
    mode: modeSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TutorConversation' });

export const messageSchema = z
  .object({
    id: z.string(),
    conversation_id: z.string(),
    role: z.enum(['student', 'tutor']),
    content: z.string().describe('Screened text: personal details masked, withheld text replaced'),
    flagged: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'TutorMessage' });

export const createConversationBody = z.strictObject({
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .max(120, 'Title must be at most 120 characters')
    .optional(),
  mode: modeSchema,
});

export const sendMessageBody = z.strictObject({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters`),
});

export const settingsBody = z
  .strictObject({
    enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
    daily_limit: z
      .number({ error: 'Daily limit must be a number' })
      .int('Daily limit must be a whole number')
      .min(1, 'Daily limit must be at least 1')
      .optional(),
    allowed_modes: z
      .array(modeSchema, { error: 'Allowed modes must be a list' })
      .min(1, 'Allow at least one mode (or turn the tutor off)')
      .optional(),
    monitoring: z.boolean({ error: 'Monitoring must be true or false' }).optional(),
    email_alerts: z.boolean({ error: 'E-mail alerts must be true or false' }).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one setting to change' });
