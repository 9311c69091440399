import { z } from 'zod';

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
