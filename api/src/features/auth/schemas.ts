import { z } from 'zod';

export const errorSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    code: z
      .string()
      .optional()
      .describe('Stable code of the message, e.g. auth.invalid_credentials (clients translate it)'),
    params: z.record(z.string(), z.string()).optional(),
    field_codes: z.record(z.string(), z.string()).optional(),
    field_params: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  })
  .meta({ id: 'ApiError' });

export const messageSchema = z.object({ message: z.string() });

export const tokenBodySchema = z.strictObject({
  token: z
    .string({ error: 'Token is required' })
    .min(1, 'Token is required')
    .max(512, 'Invalid token'),
});
export const tokenQuerySchema = tokenBodySchema;

/** Common error responses, for the OpenAPI document. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema]));
