import { LEAD_RETENTION_DEFAULT_MONTHS } from '@optio/contracts';
import type { LeadChange, MarketingLead } from '@optio/contracts/leads';
import type { AppContext } from '../../../context';
import type { LeadsTable } from '../../../db/tables/leads';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { PageRequest } from '../../../lib/paging';
import { writeAudit } from '../../admin';
import { readSettings, writeSettings } from '../../settings';
import {
  countLeads,
  deleteLead,
  deleteLeadsBefore,
  findLead,
  listLeadsForExport,
  listLeadsPage,
  updateLead,
  type LeadFilter,
} from '../store';

/**
 * Marketing's leads inbox (issue #22). Marketing users and admins read, change and delete leads;
 * every status change and deletion writes an audit row. The IP hash never leaves the server.
 */
type Actor = { id: string };

export const RETENTION_KEY = 'lead_retention_months';
/** The CSV export's ceiling: a filter narrows anything larger. */
export const EXPORT_MAX_ROWS = 50_000;

export const leadView = (row: LeadsTable): MarketingLead => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  role: row.role,
  message: row.message,
  status: row.status,
  notes: row.notes,
  utm_source: row.utm_source,
  utm_medium: row.utm_medium,
  utm_campaign: row.utm_campaign,
  landing_page: row.landing_page,
  resource: row.resource,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

async function requireLead(db: Queryable, id: string): Promise<LeadsTable> {
  const lead = await findLead(db, id);
  if (!lead) throw new HttpError(404, 'Lead not found');
  return lead;
}

export async function listLeads(
  ctx: Pick<AppContext, 'db'>,
  filter: LeadFilter,
  paging: PageRequest,
) {
  const db = ctx.db.kysely;
  const [rows, total] = await Promise.all([
    listLeadsPage(db, filter, paging),
    countLeads(db, filter),
  ]);
  return { items: rows.map(leadView), page: paging.page, page_size: paging.page_size, total };
}

export async function leadDetail(ctx: Pick<AppContext, 'db'>, id: string) {
  return leadView(await requireLead(ctx.db.kysely, id));
}

/** A status and/or notes; a status change is audited with its old and new value. */
export async function changeLead(
  ctx: Pick<AppContext, 'db' | 'config'>,
  actor: Actor,
  id: string,
  change: LeadChange,
) {
  const at = ctx.config.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const lead = await requireLead(trx, id);
    const next: Partial<Pick<LeadsTable, 'status' | 'notes'>> = {};
    if (change.status !== undefined && change.status !== lead.status) next.status = change.status;
    if (change.notes !== undefined) {
      const notes = change.notes?.trim() ? change.notes : null;
      if (notes !== lead.notes) next.notes = notes;
    }
    if (Object.keys(next).length === 0) return leadView(lead);
    await updateLead(trx, lead.id, next, at);
    if (next.status) {
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'lead.status',
        targetType: 'lead',
        targetId: lead.id,
        details: { old: { status: lead.status }, new: { status: next.status } },
        at,
      });
    }
    return leadView(await requireLead(trx, lead.id));
  });
}

/** Deletion on request (a lead is personal data): the row goes, the audit row keeps no answers. */
export async function removeLead(ctx: Pick<AppContext, 'db' | 'config'>, actor: Actor, id: string) {
  const at = ctx.config.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const lead = await requireLead(trx, id);
    await deleteLead(trx, lead.id);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'lead.delete',
      targetType: 'lead',
      targetId: lead.id,
      details: { kind: lead.kind, created_at: lead.created_at },
      at,
    });
  });
  return { message: 'The lead was deleted.' };
}

// CSV export

const CSV_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'status',
  'name',
  'email',
  'role',
  'message',
  'notes',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing_page',
] as const;

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (leading `=`, `+`, `-`,
 * `@`, tab or carriage return) gets a leading apostrophe, so a visitor's answer stays text.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function exportLeadsCsv(ctx: Pick<AppContext, 'db'>, filter: LeadFilter) {
  const rows = await listLeadsForExport(ctx.db.kysely, filter, EXPORT_MAX_ROWS);
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

// Retention

export async function leadRetentionMonths(db: Queryable): Promise<number> {
  const stored = (await readSettings(db, [RETENTION_KEY])).get(RETENTION_KEY);
  const months = Number(stored);
  return Number.isInteger(months) && months >= 1 ? months : LEAD_RETENTION_DEFAULT_MONTHS;
}

export async function setLeadRetention(
  ctx: Pick<AppContext, 'db' | 'config'>,
  actor: Actor,
  months: number,
) {
  const at = ctx.config.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const old = await leadRetentionMonths(trx);
    if (old !== months) {
      await writeSettings(trx, { [RETENTION_KEY]: String(months) }, at);
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'settings.lead_retention',
        targetType: 'site_settings',
        targetId: null,
        details: { old: { months: old }, new: { months } },
        at,
      });
    }
    return { months };
  });
}

/** The retention sweep: deletes leads received more than the retention period ago. */
export async function sweepExpiredLeads(db: Queryable, now: Date): Promise<number> {
  const months = await leadRetentionMonths(db);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return deleteLeadsBefore(db, cutoff.toISOString());
}
