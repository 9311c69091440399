import { leadChangeSchema, leadFilterFields, leadRetentionSchema } from '@optio/contracts/leads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQueryFields } from '../../../lib/paging';
import { contractResponses } from '../../../lib/response-schemas';
import { errors } from '../../auth/schemas';
import {
  changeLead,
  exportLeadsCsv,
  leadDetail,
  leadRetentionMonths,
  listLeads,
  removeLead,
  setLeadRetention,
} from './service';

/** Marketing users (and admins, who pass every gate) work the inbox; nobody else. */
const MARKETING = { auth: { roles: ['marketing'] as const } };
const ADMIN_ONLY = { auth: { roles: ['admin'] as const } };
const security = [{ bearerAuth: [] }];
const tags = ['marketing'];

const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid lead id' }) });
const listQuery = z.strictObject({ ...leadFilterFields, ...pageQueryFields });
const exportQuery = z.strictObject(leadFilterFields);

export function leadInboxRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/marketing/leads',
    {
      config: MARKETING,
      schema: {
        tags,
        summary: 'Leads, newest first: search, filter by form, campaign and status, paged',
        security,
        querystring: listQuery,
        response: { ...contractResponses('GET /api/marketing/leads'), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return listLeads(ctx, filter, { page, page_size });
    },
  );

  r.get(
    '/api/marketing/leads.csv',
    {
      config: MARKETING,
      schema: {
        tags,
        summary: 'The current filter as CSV (formula-leading cells are escaped)',
        security,
        querystring: exportQuery,
        response: { 200: z.string().describe('text/csv'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await exportLeadsCsv(ctx, request.query);
      const day = ctx.config.now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="optio-leads-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );

  r.get(
    '/api/marketing/leads/:id',
    {
      config: MARKETING,
      schema: {
        tags,
        summary: "One lead with the visitor's answers, notes and campaign",
        security,
        params: idParam,
        response: {
          ...contractResponses('GET /api/marketing/leads/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => leadDetail(ctx, request.params.id),
  );

  r.patch(
    '/api/marketing/leads/:id',
    {
      config: MARKETING,
      schema: {
        tags,
        summary: 'Change a lead’s status (audited) and/or notes',
        security,
        params: idParam,
        body: leadChangeSchema,
        response: {
          ...contractResponses('PATCH /api/marketing/leads/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => changeLead(ctx, request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/marketing/leads/:id',
    {
      config: MARKETING,
      schema: {
        tags,
        summary: 'Delete a lead on the visitor’s request (audited)',
        security,
        params: idParam,
        response: {
          ...contractResponses('DELETE /api/marketing/leads/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => removeLead(ctx, request.user!, request.params.id),
  );

  r.get(
    '/api/marketing/retention',
    {
      config: MARKETING,
      schema: {
        tags,
        summary: 'How many months leads are kept before the sweep deletes them',
        security,
        response: { ...contractResponses('GET /api/marketing/retention'), ...errors(401, 403) },
      },
    },
    async () => ({ months: await leadRetentionMonths(ctx.db.kysely) }),
  );

  r.put(
    '/api/marketing/retention',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Set the lead retention period in months (admin only, audited)',
        security,
        body: leadRetentionSchema,
        response: {
          ...contractResponses('PUT /api/marketing/retention'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => setLeadRetention(ctx, request.user!, request.body.months),
  );
}
