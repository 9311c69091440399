import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Visitor } from './public/service';

// What the evaluator's three route files share: OpenAPI tags, access rules and parameters.
export const tags = ['evaluator'];
export const security = [{ bearerAuth: [] }];
export const FAMILY = { auth: { roles: ['student', 'parent'] as const } };
export const PARENT = { auth: { roles: ['parent'] as const } };
export const PUBLIC = { auth: 'public' as const };
export const binary = (description: string) => ({ 200: z.unknown().describe(description) });

export const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
export const childParam = z.strictObject({ childId: z.uuid({ error: 'Not a valid id' }) });
// Any token shape reaches the service, which answers one 404 for every invalid link.
export const tokenParam = z.strictObject({ token: z.string().max(200) });
export const fileParam = z.strictObject({ token: z.string().max(200), fileId: z.string().max(64) });

export const visitor = (request: FastifyRequest): Visitor => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
