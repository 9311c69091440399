import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '@optio/contracts';
import { errors } from '../../auth/schemas';
import { approveLink, cancelLink, declineLink, inviteLink, listLinks } from './service';
import { contractResponses } from '../../../lib/response-schemas';

const security = [{ bearerAuth: [] }];
const FAMILY_ROLES = { roles: ['parent', 'student'] as const };

const idParam = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

/**
 * Linking a parent and a child: either side invites the other by e-mail; the link becomes
 * active (a parent_child_links row) only when the invited side approves. Invitations are matched
 * by e-mail when the invitee signs in, so the answer to an invitation never says whether the
 * address has an account.
 */
export function linkRoutes(app: FastifyInstance): void {
  linkInviteRoutes(app);
  linkDecisionRoutes(app);
}

/** The caller's links and invitations; inviting. */
function linkInviteRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/family/links',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary: "The caller's active family links, invitations sent and invitations received",
        security,
        response: { ...contractResponses('GET /api/family/links'), ...errors(401, 403) },
      },
    },
    async (request) => listLinks(ctx, request.user!),
  );

  r.post(
    '/api/family/links',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary:
          'Invite a child (as a parent) or a parent (as a student) by e-mail; the same answer whether or not the address has an account',
        security,
        body: z.strictObject({ email: emailField }),
        response: { ...contractResponses('POST /api/family/links'), ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => inviteLink(ctx, request.user!, request.body.email),
  );
}

/** Deciding on a request (approve, decline) and cancelling one's own. */
function linkDecisionRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/family/links/:id/approve',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary:
          'Approve a link request addressed to you (or, as the consenting parent, one to your child under 13): the link becomes active',
        security,
        params: idParam,
        response: {
          ...contractResponses('POST /api/family/links/:id/approve'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await approveLink(ctx, request.user!, request.params.id);
      return { message: 'Linked' };
    },
  );

  r.post(
    '/api/family/links/:id/decline',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary:
          'Decline a link request addressed to you (or, as the consenting parent, one to your child under 13)',
        security,
        params: idParam,
        response: {
          ...contractResponses('POST /api/family/links/:id/decline'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await declineLink(ctx, request.user!, request.params.id);
      return { message: 'Declined' };
    },
  );

  r.delete(
    '/api/family/links/:id',
    {
      config: { auth: FAMILY_ROLES },
      schema: {
        tags: ['family'],
        summary: 'Cancel an invitation you sent that is still waiting',
        security,
        params: idParam,
        response: {
          ...contractResponses('DELETE /api/family/links/:id'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await cancelLink(ctx, request.user!, request.params.id);
      return { message: 'Cancelled' };
    },
  );
}
