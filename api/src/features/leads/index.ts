import { createHmac, randomUUID } from 'node:crypto';
import { leadSchema, type LeadKind } from '@optio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LeadsTable } from '../../db/tables/leads';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import { leadConfirmationMail, leadStaffNoticeMail } from '../../mail/templates';
import type { LimitName } from '../../security/rate-limits';
import { inBackground, normaliseEmail } from '../auth/http';
import { errors, messageSchema } from '../auth/schemas';
import { requestLanguage } from '../../lib/language';

export const LEAD_RECEIVED_MESSAGE =
  "Thank you! We've received your request and sent a confirmation to your e-mail address. Someone from the Optio team will reply within two business days.";
export const LEAD_TOO_MANY_MESSAGE =
  'Too many requests. Please wait a while before sending another request.';

/** How each form's subject reads in the mails. */
/** Spanish topics for the visitor's confirmation (a visitor has no account: the page's language). */
const LEAD_TOPICS_ES: Record<LeadKind, string> = {
  consultation: 'una consulta gratuita',
  promo: 'Optio',
  'promo-credit-tracker': 'el Optio Credit Tracker',
  'promo-homeschool-portfolio': 'el Optio Homeschool Portfolio',
  'promo-teacher-consultation': 'una consulta para docentes',
};

export const LEAD_TOPICS: Record<LeadKind, string> = {
  consultation: 'a free consultation',
  promo: 'Optio',
  'promo-credit-tracker': 'the Optio Credit Tracker',
  'promo-homeschool-portfolio': 'the Optio Homeschool Portfolio',
  'promo-teacher-consultation': 'a teacher consultation',
};

/** HMAC-SHA256 with a key derived from the CSRF secret: stable per server, not reversible by brute force. */
function ipHasher(ctx: AppContext): (ip: string) => string {
  const key = createHmac('sha256', ctx.config.csrfSecret).update('optio:lead-ip').digest();
  return (ip) => createHmac('sha256', key).update(ip).digest('hex');
}

/** Spends a lead budget point; a 429 carries the leads text and keeps its Retry-After. */
async function consumeLead(ctx: AppContext, name: LimitName, key: string): Promise<void> {
  try {
    await ctx.limits.consume(name, key);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429)
      throw new HttpError(429, LEAD_TOO_MANY_MESSAGE, undefined, err.headers);
    throw err;
  }
}

/** `POST /api/leads`: the consultation and promo request forms of the public pages. */
export function leadsFeature(app: FastifyInstance): void {
  const ctx = app.ctx;
  const k = ctx.db.kysely;
  const hashIp = ipHasher(ctx);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/leads',
    {
      config: { auth: 'public' },
      // Before the body is read: a flood costs nothing beyond the counter.
      onRequest: async (request) => consumeLead(ctx, 'leadIp', request.ip),
      schema: {
        tags: ['leads'],
        summary:
          'Store a consultation or promo request; the visitor gets a confirmation and staff a notice by mail',
        body: leadSchema,
        response: { 201: messageSchema, ...errors(400, 403, 415, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      await consumeLead(ctx, 'leadEmail', email);
      const lead: LeadsTable = {
        id: randomUUID(),
        kind: body.kind,
        name: body.name,
        email,
        role: body.role ?? null,
        message: body.message ? body.message : null,
        ip_hash: request.ip ? hashIp(request.ip) : null,
        created_at: ctx.config.now().toISOString(),
      };
      await k.insertInto('leads').values(lead).execute();
      request.log.info({ leadId: lead.id, kind: lead.kind }, 'lead stored');

      const topic = LEAD_TOPICS[lead.kind];
      const lng = requestLanguage(request);
      const visitorTopic = lng === 'es' ? LEAD_TOPICS_ES[lead.kind] : topic;
      inBackground(ctx, request, async () => {
        const results = await Promise.allSettled([
          ctx.mailer.send(leadConfirmationMail(email, lead.name, visitorTopic, lead.message, lng)),
          ctx.mailer.send(
            leadStaffNoticeMail(ctx.config.staffNotifyEmail, {
              id: lead.id,
              kind: lead.kind,
              topic,
              name: lead.name,
              email,
              role: lead.role,
              message: lead.message,
              createdAt: lead.created_at,
            }),
          ),
        ]);
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
      });
      return reply.code(201).send({ message: LEAD_RECEIVED_MESSAGE });
    },
  );
}
