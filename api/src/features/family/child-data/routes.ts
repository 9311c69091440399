import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../auth/schemas';
import {
  CONFIRM_CHILD_NAME,
  consentView,
  deleteChildNow,
  exportChildData,
  withdrawConsent,
} from './service';
import { type UploadStore } from '../../../lib/uploads';
import { download } from '../../records';
import { type Consent } from '../../auth';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];
const PARENT = { roles: ['parent'] as const };
const childParam = z.strictObject({ childId: z.uuid({ error: 'Not a valid id' }) });

/**
 * What the consent statement promises the parent who gave it: review the child's data, download
 * it (JSON), withdraw consent (the account locks at once, data deleted after 30 days) and delete
 * the data at once. Only for children whose consent this parent gave.
 */
export function childDataRoutes(app: FastifyInstance, store: UploadStore, consent: Consent): void {
  consentReadRoutes(app);
  consentActionRoutes(app, store, consent);
}

/** Reviewing and downloading the child's data. */
function consentReadRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/parent/children/:childId/consent',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'The consent you gave for a child and what is stored about them',
        security,
        params: childParam,
        response: {
          ...contractResponses('GET /api/parent/children/:childId/consent'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => consentView(ctx, request.user!.id, request.params.childId),
  );

  r.get(
    '/api/parent/children/:childId/export',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'Download everything stored about your child as JSON (an attachment)',
        security,
        params: childParam,
        response: {
          ...download('application/json (an attachment)'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { data, fileName } = await exportChildData(
        ctx,
        request.user!.id,
        request.params.childId,
      );
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
}

/** Withdrawing consent and deleting the data now. */
function consentActionRoutes(app: FastifyInstance, store: UploadStore, consent: Consent): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/parent/children/:childId/consent/withdraw',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          "Withdraw your consent: your child's account is locked at once and its data deleted after 30 days",
        security,
        params: childParam,
        body: z.strictObject({}),
        response: {
          ...contractResponses('POST /api/parent/children/:childId/consent/withdraw'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await withdrawConsent(ctx, consent, request.user!.id, request.params.childId);
      return {
        message:
          "Consent withdrawn. Your child's account is locked, and its data will be deleted in 30 days.",
      };
    },
  );

  r.post(
    '/api/parent/children/:childId/delete',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: "Delete your child's account and all of its data now (type their first name)",
        security,
        params: childParam,
        body: z.strictObject({
          confirm: z.string({ error: CONFIRM_CHILD_NAME }).trim().max(100, CONFIRM_CHILD_NAME),
        }),
        response: {
          ...contractResponses('POST /api/parent/children/:childId/delete'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await deleteChildNow(
        ctx,
        store,
        request.user!.id,
        request.params.childId,
        request.body.confirm,
      );
      return { message: "Your child's account and data are deleted." };
    },
  );
}
