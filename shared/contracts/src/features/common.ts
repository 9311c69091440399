import { z } from 'zod';
import { ROLES, TIERS } from '../roles';

/** One page of a list: every paged endpoint answers this shape. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), page_size: z.number(), total: z.number() });

export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** The answer of a change that has nothing else to say. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** The user profile as `GET /api/auth/me` and `POST /api/auth/login` return it. */
export const userSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscription_tier: z.enum(TIERS).nullable(),
  created_at: z.string(),
  /** The interface language saved on the user's profile; null when never chosen. */
  language: z.enum(['en', 'es']).nullable(),
});
