import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChildReader } from '../access/service';

// What the parent-read routes share: access, parameters and who is reading.
export const security = [{ bearerAuth: [] }];
export const PARENT = { roles: ['parent'] as const };
export const uuid = z.uuid({ error: 'Not a valid id' });
export const childParam = z.strictObject({ childId: uuid });

/** The signed-in reader and the route they read (an admin's read is audited under it). */
export const readerOf = (request: FastifyRequest): ChildReader => ({
  user: request.user!,
  what: request.routeOptions.url ?? request.url,
  at: request.server.ctx.config.now().toISOString(),
});
