import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { writeAudit } from '../admin';
import { normaliseEmail } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import { befriendIn, notifyAddressee } from './friends-routes';
import { ageBand } from './minors';
import { idParam } from './schemas';
import { socialDb } from './tables';

const PARENT = { roles: ['parent'] as const };
const security = [{ bearerAuth: [] }];
const approvalNotFound = () => new HttpError(404, 'Friend request not found');

const approvalSchema = z
  .object({
    id: z.string(),
    child: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
    direction: z
      .enum(['sent', 'accepted'])
      .describe('sent: your child asked someone; accepted: your child accepted someone’s request'),
    email: z.string().describe('The other person’s address'),
    other: z
      .object({
        first_name: z.string(),
        last_name: z.string(),
        is_adult: z.boolean(),
      })
      .nullable()
      .describe('Who asked your child (for a request your child sent: null, only the address)'),
    created_at: z.string(),
  })
  .meta({ id: 'FriendApproval' });

/**
 * A linked parent decides about their under-13 child's friend requests (docs/safety.md):
 * a request the child sent reaches its addressee only after approval; a request the child
 * accepted becomes a friendship only after approval. Every decision is in the audit log.
 */
export function parentApprovalRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = socialDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The awaiting request of one of this parent's children (404 for anything else). */
  const awaiting = async (parentId: string, id: string) => {
    const row = await k
      .selectFrom('friend_requests')
      .innerJoin(
        'parent_child_links',
        'parent_child_links.child_id',
        'friend_requests.approval_child_id',
      )
      .innerJoin('users as child', 'child.id', 'friend_requests.approval_child_id')
      .innerJoin('users as requester', 'requester.id', 'friend_requests.requester_id')
      .select([
        'friend_requests.id',
        'friend_requests.requester_id',
        'friend_requests.addressee_email',
        'friend_requests.approval_child_id',
        'child.first_name as child_first_name',
        'child.email as child_email',
        'requester.email as requester_email',
      ])
      .where('friend_requests.id', '=', id)
      .where('friend_requests.status', '=', 'awaiting')
      .where('parent_child_links.parent_id', '=', parentId)
      .executeTakeFirst();
    if (!row?.approval_child_id) throw approvalNotFound();
    return { ...row, childId: row.approval_child_id };
  };

  r.get(
    '/api/parent/friend-requests',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'Friend requests of my under-13 children that wait for my approval',
        security,
        response: { 200: z.object({ requests: z.array(approvalSchema) }), ...errors(401, 403) },
      },
    },
    async (request) => {
      const rows = await k
        .selectFrom('friend_requests')
        .innerJoin(
          'parent_child_links',
          'parent_child_links.child_id',
          'friend_requests.approval_child_id',
        )
        .innerJoin('users as child', 'child.id', 'friend_requests.approval_child_id')
        .innerJoin('users as requester', 'requester.id', 'friend_requests.requester_id')
        .select([
          'friend_requests.id',
          'friend_requests.requester_id',
          'friend_requests.addressee_email',
          'friend_requests.created_at',
          'child.id as child_id',
          'child.first_name as child_first_name',
          'child.last_name as child_last_name',
          'requester.first_name as requester_first_name',
          'requester.last_name as requester_last_name',
          'requester.email as requester_email',
          'requester.role as requester_role',
          'requester.date_of_birth as requester_dob',
        ])
        .where('friend_requests.status', '=', 'awaiting')
        .where('parent_child_links.parent_id', '=', request.user!.id)
        .orderBy('friend_requests.created_at', 'desc')
        .execute();
      const now = ctx.config.now();
      return {
        requests: rows.map((row) => {
          const sent = row.requester_id === row.child_id;
          return {
            id: row.id,
            child: {
              id: row.child_id,
              first_name: row.child_first_name,
              last_name: row.child_last_name,
            },
            direction: sent ? ('sent' as const) : ('accepted' as const),
            email: sent ? row.addressee_email : row.requester_email,
            other: sent
              ? null
              : {
                  first_name: row.requester_first_name,
                  last_name: row.requester_last_name,
                  is_adult:
                    ageBand({ role: row.requester_role, date_of_birth: row.requester_dob }, now) ===
                    'adult',
                },
            created_at: row.created_at,
          };
        }),
      };
    },
  );

  r.post(
    '/api/parent/friend-requests/:id/approve',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary:
          'Approve: a request my child sent goes to its addressee; one my child accepted becomes a friendship',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const parent = request.user!;
      const row = await awaiting(parent.id, request.params.id);
      const at = ctx.config.now().toISOString();
      const sent = row.requester_id === row.childId;
      await k.transaction().execute(async (trx) => {
        if (sent) {
          await trx
            .updateTable('friend_requests')
            .set({ status: 'pending', approval_child_id: null })
            .where('id', '=', row.id)
            .execute();
        } else {
          await befriendIn(
            trx,
            row.childId,
            normaliseEmail(row.child_email),
            row.requester_id,
            normaliseEmail(row.requester_email),
            at,
          );
        }
        await writeAudit(trx, {
          actorId: parent.id,
          action: 'friend_request.parent_approve',
          targetType: 'friend_request',
          targetId: row.id,
          details: { child_id: row.childId, direction: sent ? 'sent' : 'accepted' },
          at,
        });
      });
      if (sent) {
        notifyAddressee(ctx, request, row.addressee_email, row.child_first_name);
        return { message: 'Approved: the request is on its way' };
      }
      return { message: 'Approved: they are now friends' };
    },
  );

  r.post(
    '/api/parent/friend-requests/:id/decline',
    {
      config: { auth: PARENT },
      schema: {
        tags: ['family'],
        summary: 'Decline a friend request of my child (the other person is not told)',
        security,
        params: idParam,
        body: z.strictObject({}).optional(),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const parent = request.user!;
      const row = await awaiting(parent.id, request.params.id);
      const at = ctx.config.now().toISOString();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('friend_requests')
          .set({ status: 'declined', decided_at: at })
          .where('id', '=', row.id)
          .execute();
        await writeAudit(trx, {
          actorId: parent.id,
          action: 'friend_request.parent_decline',
          targetType: 'friend_request',
          targetId: row.id,
          details: { child_id: row.childId },
          at,
        });
      });
      return { message: 'Friend request declined' };
    },
  );
}
