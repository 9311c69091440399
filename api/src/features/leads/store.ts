import { sql } from 'kysely';
import type { LeadKind, LeadStatus } from '@optio/contracts';
import type { Queryable } from '../../db/types';
import type { LeadsTable, SignupCampaignsTable } from '../../db/tables/leads';
import { containsPattern } from '../../lib/like';
import { pageOffset, type PageRequest } from '../../lib/paging';

export async function insertLead(db: Queryable, lead: LeadsTable): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}

/** The inbox's filter: search (name, e-mail, message), form, campaign and status. */
export interface LeadFilter {
  search?: string;
  kind?: LeadKind;
  campaign?: string;
  status?: LeadStatus;
}

function filteredLeads(db: Queryable, filter: LeadFilter) {
  let query = db.selectFrom('leads');
  if (filter.search) {
    const like = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(message, ''))`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.campaign) query = query.where('utm_campaign', '=', filter.campaign);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export const listLeadsPage = (db: Queryable, filter: LeadFilter, paging: PageRequest) =>
  filteredLeads(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(paging.page_size)
    .offset(pageOffset(paging))
    .execute();

/** Every lead of a filter, newest first (the CSV export; at most `limit` rows). */
export const listLeadsForExport = (db: Queryable, filter: LeadFilter, limit: number) =>
  filteredLeads(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

export async function countLeads(db: Queryable, filter: LeadFilter): Promise<number> {
  const row = await filteredLeads(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findLead = (db: Queryable, id: string) =>
  db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateLead(
  db: Queryable,
  id: string,
  change: Partial<Pick<LeadsTable, 'status' | 'notes'>>,
  at: string,
): Promise<void> {
  await db
    .updateTable('leads')
    .set({ ...change, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteLead(db: Queryable, id: string): Promise<number> {
  const result = await db.deleteFrom('leads').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the leads received before `before` (ISO time); returns how many. */
export async function deleteLeadsBefore(db: Queryable, before: string): Promise<number> {
  const result = await db.deleteFrom('leads').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Active marketing users' addresses (else admins'): who hears of a new lead. */
export async function staffAddresses(db: Queryable, role: 'marketing' | 'admin') {
  const rows = await db
    .selectFrom('users')
    .select(['email'])
    .where('role', '=', role)
    .where('is_active', '=', 1)
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

// Campaigns

/** Counts one visit of a page for a day and campaign ('' for none). */
export async function countVisit(
  db: Queryable,
  visit: { day: string; page: string; campaign: string },
): Promise<void> {
  await db
    .insertInto('campaign_visits')
    .values({ ...visit, visits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'page', 'campaign'])
        .doUpdateSet({ visits: sql`campaign_visits.visits + 1` }),
    )
    .execute();
}

export async function insertSignupCampaign(
  db: Queryable,
  row: SignupCampaignsTable,
): Promise<void> {
  await db
    .insertInto('signup_campaigns')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Visits per page and campaign for days `from`..`to` (inclusive, YYYY-MM-DD). */
export const visitTotals = (db: Queryable, from: string, to: string) =>
  db
    .selectFrom('campaign_visits')
    .select(['page', 'campaign', (eb) => eb.fn.sum<number | string>('visits').as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['page', 'campaign'])
    .execute();

/** Leads per form and campaign received in [from, toExclusive) (ISO times). */
export const leadTotals = (db: Queryable, from: string, toExclusive: string) =>
  db
    .selectFrom('leads')
    .select(['kind', 'utm_campaign', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', toExclusive)
    .groupBy(['kind', 'utm_campaign'])
    .execute();

/** Sign-ups per first-touch page and campaign in [from, toExclusive) (ISO times). */
export const signupTotals = (db: Queryable, from: string, toExclusive: string) =>
  db
    .selectFrom('signup_campaigns')
    .select(['landing_page', 'utm_campaign', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', toExclusive)
    .groupBy(['landing_page', 'utm_campaign'])
    .execute();
