import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import { dateSchema } from '../schemas';
import { calendarFile, calendarItems } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];

export function calendarRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;

  r.get(
    '/api/calendar',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's due dates (quests and tasks), optionally between two dates",
        security,
        querystring: z.strictObject({ from: dateSchema.optional(), to: dateSchema.optional() }),
        response: { ...contractResponses('GET /api/calendar'), ...errors(400, 401) },
      },
    },
    async (request) => ({
      items: await calendarItems(db, request.user!.id, request.query),
    }),
  );

  r.get(
    '/api/calendar.ics',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's due dates as an iCalendar (RFC 5545) file",
        security,
        response: { ...errors(401) },
      },
    },
    async (request, reply) => {
      const ics = await calendarFile(db, request.user!.id, app.ctx.config.now());
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="optio-calendar.ics"')
        .send(ics as never);
    },
  );
}
