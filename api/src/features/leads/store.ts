import type { Queryable } from '../../db/types';
import type { LeadsTable } from '../../db/tables/leads';

export async function insertLead(db: Queryable, lead: LeadsTable): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}
