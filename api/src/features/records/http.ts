import { z } from 'zod';
import { HttpError } from '../../lib/errors';

export const STUDENT_ONLY = { auth: { roles: ['student'] as const } };
export const security = [{ bearerAuth: [] }];
export const tags = ['records'];

export const badgeIdParam = z.strictObject({ badgeId: z.uuid({ error: 'Not a valid id' }) });
export const itemIdParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

/**
 * A file or download answer for the OpenAPI document: it is not JSON, so @optio/contracts has no
 * schema for it and the serializer never sees it (the handler sends bytes or a string).
 */
export const download = (contentType: string) => ({
  200: z.unknown().describe(contentType),
});

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
