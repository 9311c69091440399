import { createHmac, randomUUID } from 'node:crypto';
import { LEAD_KIND_RESOURCES, type LeadKind, type LeadPayload } from '@optio/contracts';
import type { AppContext } from '../../context';
import type { LeadsTable } from '../../db/tables/leads';
import { HttpError } from '../../lib/errors';
import type { Language } from '../../lib/language';
import type { Log } from '../../lib/log';
import {
  consultationConfirmationMail,
  leadConfirmationMail,
  leadResourceMail,
  leadStaffNoticeMail,
} from '../../mail/templates';
import type { FirstTouch } from './campaigns/service';
import { RESOURCE_TEXTS } from './resources/content';
import { resourceLink } from './resources/service';
import type { LimitName } from '../../security/rate-limits';
import { insertLead, staffAddresses } from './store';
import { normaliseEmail } from '../auth/http';

export const LEAD_RECEIVED_MESSAGE =
  "Thank you! We've received your request and sent a confirmation to your e-mail address. Someone from the Optio team will reply within two business days.";
export const LEAD_TOO_MANY_MESSAGE =
  'Too many requests. Please wait a while before sending another request.';

/** Spanish topics for the visitor's confirmation (a visitor has no account: the page's language). */
const LEAD_TOPICS_ES: Record<LeadKind, string> = {
  consultation: 'una consulta gratuita',
  promo: 'Optio',
  'promo-credit-tracker': 'el Optio Credit Tracker',
  'promo-homeschool-portfolio': 'el Optio Homeschool Portfolio',
  'promo-teacher-consultation': 'una consulta para docentes',
};

/** How each form's subject reads in the mails. */
export const LEAD_TOPICS: Record<LeadKind, string> = {
  consultation: 'a free consultation',
  promo: 'Optio',
  'promo-credit-tracker': 'the Optio Credit Tracker',
  'promo-homeschool-portfolio': 'the Optio Homeschool Portfolio',
  'promo-teacher-consultation': 'a teacher consultation',
};

/** HMAC-SHA256 with a key derived from the CSRF secret: stable per server, not reversible by brute force. */
function hashIp(ctx: Pick<AppContext, 'config'>, ip: string): string {
  const key = createHmac('sha256', ctx.config.csrfSecret).update('optio:lead-ip').digest();
  return createHmac('sha256', key).update(ip).digest('hex');
}

/** Spends a lead budget point; a 429 carries the leads text and keeps its Retry-After. */
export async function consumeLeadBudget(
  ctx: Pick<AppContext, 'limits'>,
  name: LimitName,
  key: string,
): Promise<void> {
  try {
    await ctx.limits.consume(name, key);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429)
      throw new HttpError(429, LEAD_TOO_MANY_MESSAGE, undefined, err.headers);
    throw err;
  }
}

/**
 * Stores a consultation or promo request; the visitor gets a confirmation (in the page's
 * language) and staff a notice, both written to the mail outbox with the lead and sent after the response.
 */
export async function submitLead(
  ctx: AppContext,
  log: Log,
  input: {
    body: LeadPayload;
    ip: string | undefined;
    language: Language;
    /** The campaign the visitor first arrived with (cookie), unless they refused it. */
    firstTouch?: FirstTouch | null;
  },
): Promise<{ message: string }> {
  const { body, language } = input;
  const email = normaliseEmail(body.email);
  await consumeLeadBudget(ctx, 'leadEmail', email);
  const lead: LeadsTable = {
    id: randomUUID(),
    kind: body.kind,
    name: body.name,
    email,
    role: body.role ?? null,
    message: body.message ? body.message : null,
    ip_hash: input.ip ? hashIp(ctx, input.ip) : null,
    created_at: ctx.config.now().toISOString(),
    status: 'new',
    notes: null,
    updated_at: null,
    utm_source: input.firstTouch?.source ?? null,
    utm_medium: input.firstTouch?.medium ?? null,
    utm_campaign: input.firstTouch?.campaign ?? null,
    landing_page: input.firstTouch?.page ?? null,
    resource: LEAD_KIND_RESOURCES[body.kind],
  };
  const topic = LEAD_TOPICS[lead.kind];
  const visitorTopic = language === 'es' ? LEAD_TOPICS_ES[lead.kind] : topic;
  const notice = {
    id: lead.id,
    kind: lead.kind,
    topic,
    name: lead.name,
    email,
    role: lead.role,
    message: lead.message,
    createdAt: lead.created_at,
  };
  const url = `${ctx.config.publicUrl}/admin/leads/${lead.id}`;
  // The lead and its mails commit together (the mail outbox): a crash after the answer loses
  // neither the request nor its mails; they are sent right after, and retried by any replica.
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await insertLead(trx, lead);
    // Marketing hears of every lead; admins do while nobody holds the marketing role.
    const marketing = await staffAddresses(trx, 'marketing');
    const staff = marketing.length > 0 ? marketing : await staffAddresses(trx, 'admin');
    const recipients = [...new Set([ctx.config.staffNotifyEmail, ...staff])];
    await ctx.mailer.enqueue(trx, visitorMail(ctx, lead, visitorTopic, language));
    for (const to of recipients)
      await ctx.mailer.enqueue(trx, leadStaffNoticeMail(to, notice, url));
  });
  log.info({ leadId: lead.id, kind: lead.kind }, 'lead stored');
  ctx.mailer.deliverSoon();
  return { message: LEAD_RECEIVED_MESSAGE };
}

/** The visitor's confirmation: the promised resource, what happens next, or a receipt. */
function visitorMail(
  ctx: Pick<AppContext, 'config'>,
  lead: LeadsTable,
  topic: string,
  language: Language,
) {
  if (lead.resource) {
    const text = RESOURCE_TEXTS[lead.resource][language];
    return leadResourceMail(
      lead.email,
      {
        name: lead.name,
        topic,
        resource: text.label,
        url: resourceLink(ctx, lead.resource, language),
        note: lead.message,
      },
      language,
    );
  }
  if (lead.kind === 'consultation')
    return consultationConfirmationMail(lead.email, lead.name, topic, lead.message, language);
  return leadConfirmationMail(lead.email, lead.name, topic, lead.message, language);
}
