import { z } from 'zod';

/** The `page` and `page_size` query fields every paged list accepts (1-based, 20 by default). */
export const pageQueryFields = {
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
  page_size: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
};

export interface PageRequest {
  page: number;
  page_size: number;
}

export const pageOffset = ({ page, page_size }: PageRequest) => (page - 1) * page_size;
