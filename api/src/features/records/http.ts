import { z } from 'zod';
import { HttpError } from '../../lib/errors';

export const STUDENT_ONLY = { auth: { roles: ['student'] as const } };
export const security = [{ bearerAuth: [] }];
export const tags = ['records'];

export const badgeIdParam = z.strictObject({ badgeId: z.uuid({ error: 'Not a valid id' }) });
export const itemIdParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

/** A success answer for the OpenAPI document (its shape is described in api/README.md). */
export const ok = (description: string, code = 200) => ({
  [code]: z.unknown().describe(description),
});

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
