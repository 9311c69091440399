import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '@optio/contracts';
import { errors } from '../../auth/schemas';
import { observerRegistrationBody, tokenField } from './schemas';
import {
  acceptInvitation,
  inviteObserver,
  observersOf,
  previewInvitation,
  registerObserver,
  revokeObserver,
  withdrawInvitation,
} from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];
const PARENT = { roles: ['parent'] as const };
const uuid = z.uuid({ error: 'Not a valid id' });

/**
 * Observers, parent side: invite relatives and mentors by e-mail (valid 7 days), list and revoke
 * them, read the log of everything they read. Invitee side: preview, accept with an existing
 * observer account, or create one from the invitation (the token proves the address).
 */
export function observerInviteRoutes(app: FastifyInstance): void {
  parentSideRoutes(app);
  inviteeSideRoutes(app);
}

/** The parent's side: invite, list, revoke, withdraw. */
function parentSideRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/parent/observers/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary: 'Invite an observer (a relative or mentor) for a linked child by e-mail',
        security,
        params: z.strictObject({ childId: uuid }),
        body: z.strictObject({ email: emailField }),
        response: {
          ...contractResponses('POST /api/parent/observers/:childId'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      inviteObserver(ctx, request.user!, request.params.childId, request.body.email),
  );

  r.get(
    '/api/parent/observers/:childId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary:
          "A linked child's observers, waiting invitations, the log of observers' reads and their encouragement",
        security,
        params: z.strictObject({ childId: uuid }),
        response: {
          ...contractResponses('GET /api/parent/observers/:childId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => observersOf(ctx, request.user!.id, request.params.childId),
  );

  r.delete(
    '/api/parent/observers/:childId/:observerId',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary: "Revoke an observer's access to a linked child",
        security,
        params: z.strictObject({ childId: uuid, observerId: uuid }),
        response: {
          ...contractResponses('DELETE /api/parent/observers/:childId/:observerId'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { childId, observerId } = request.params;
      await revokeObserver(ctx, request.user!.id, childId, observerId);
      return { message: 'Observer removed' };
    },
  );

  r.delete(
    '/api/parent/observer-invitations/:id',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['observers'],
        summary: 'Withdraw an observer invitation that was not accepted yet',
        security,
        params: z.strictObject({ id: uuid }),
        response: {
          ...contractResponses('DELETE /api/parent/observer-invitations/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await withdrawInvitation(ctx, request.user!.id, request.params.id);
      return { message: 'Invitation withdrawn' };
    },
  );
}

/** The invitee's side: preview, accept, register. */
function inviteeSideRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/observer-invitations/preview',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('tokenIp', request.ip),
      schema: {
        tags: ['observers'],
        summary: 'What an observer invitation is for (no state change)',
        querystring: z.strictObject({ token: tokenField }),
        response: { ...contractResponses('GET /api/observer-invitations/preview'), ...errors(400) },
      },
    },
    async (request) => previewInvitation(ctx, request.query.token),
  );

  r.post(
    '/api/observer-invitations/accept',
    {
      config: { auth: { roles: ['observer'] } },
      schema: {
        tags: ['observers'],
        summary: 'Accept an observer invitation with the signed-in observer account it was sent to',
        security,
        body: z.strictObject({ token: tokenField }),
        response: {
          ...contractResponses('POST /api/observer-invitations/accept'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => acceptInvitation(ctx, request.user!, request.body.token),
  );

  r.post(
    '/api/observer-invitations/register',
    {
      config: { auth: 'public' },
      onRequest: async (request) => ctx.limits.consume('register', request.ip),
      schema: {
        tags: ['observers'],
        summary:
          'Create an observer account from an invitation (the address is the invited one, already verified by the mailed link) and accept it',
        body: observerRegistrationBody,
        response: {
          ...contractResponses('POST /api/observer-invitations/register'),
          ...errors(400, 409, 429),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await registerObserver(ctx, request.body)),
  );
}
