import { z } from 'zod';
import { pageQueryFields } from '../../../lib/paging';
import { pillarSchema, subjectSchema } from '../../learning/schemas';

export const MAX_TASKS = 30;

export const questIdParam = z.strictObject({ id: z.uuid({ error: 'Not a valid quest id' }) });

const taskInput = z.strictObject({
  id: z.uuid({ error: 'Not a valid task id' }).optional(),
  title: z
    .string({ error: 'Task title is required' })
    .trim()
    .min(1, 'Task title is required')
    .max(200, 'Task title must be at most 200 characters'),
  description: z
    .string({ error: 'Task description must be text' })
    .trim()
    .max(5000, 'Task description must be at most 5000 characters'),
  pillar: pillarSchema,
  xp: z
    .number({ error: 'XP must be a whole number from 10 to 1000' })
    .int('XP must be a whole number from 10 to 1000')
    .min(10, 'XP must be a whole number from 10 to 1000')
    .max(1000, 'XP must be a whole number from 10 to 1000'),
  required: z.boolean({ error: 'Required must be true or false' }),
  subject: subjectSchema,
});

export const questInput = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  short_description: z
    .string({ error: 'Summary is required' })
    .trim()
    .min(1, 'Summary is required')
    .max(500, 'Summary must be at most 500 characters'),
  big_idea: z
    .string({ error: 'Big idea must be text' })
    .trim()
    .max(5000, 'Big idea must be at most 5000 characters'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
  tasks: z
    .array(taskInput, { error: 'Add at least one task' })
    .min(1, 'Add at least one task')
    .max(MAX_TASKS, `A quest has at most ${MAX_TASKS} tasks`),
});

export const questListQuery = z.strictObject({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
  ...pageQueryFields,
});
