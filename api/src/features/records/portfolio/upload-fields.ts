import { isWebLink } from '../../../lib/uploads';
import { PILLARS, type Pillar } from '../../learning';

export const ITEM_TITLE_MAX = 200;
export const ITEM_DESCRIPTION_MAX = 5000;
const LINK_MAX = 2048;

/** The text fields of a portfolio upload, checked; `errs` holds the field-level refusals. */
export function parseUploadFields(fields: Map<string, string>, now: Date) {
  const errs: Record<string, string> = {};
  const title = (fields.get('title') ?? '').trim();
  if (!title) errs.title = 'Title is required';
  else if (title.length > ITEM_TITLE_MAX)
    errs.title = `Title must be at most ${ITEM_TITLE_MAX} characters`;
  const description = (fields.get('description') ?? '').trim();
  if (description.length > ITEM_DESCRIPTION_MAX)
    errs.description = `Description must be at most ${ITEM_DESCRIPTION_MAX} characters`;
  const pillarText = (fields.get('pillar') ?? '').trim();
  let pillar: Pillar | null = null;
  if (pillarText) {
    if ((PILLARS as readonly string[]).includes(pillarText)) pillar = pillarText as Pillar;
    else errs.pillar = 'Pillar must be one of ' + PILLARS.join(', ');
  }
  const workDate = (fields.get('work_date') ?? '').trim() || null;
  if (workDate) {
    const d = new Date(`${workDate}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(workDate) ||
      Number.isNaN(d.getTime()) ||
      d.toISOString().slice(0, 10) !== workDate
    )
      errs.work_date = 'Date must be a real date YYYY-MM-DD';
    else if (workDate > now.toISOString().slice(0, 10))
      errs.work_date = 'Date cannot be in the future';
  }
  const link = (fields.get('link') ?? '').trim() || null;
  if (link && !isWebLink(link, LINK_MAX)) {
    errs.link = 'Link must be a web address starting with http:// or https://';
  }
  const flag = (name: string) => {
    const v = fields.get(name) ?? 'false';
    if (v !== 'true' && v !== 'false') errs[name] = "Use 'true' or 'false'";
    return v === 'true';
  };
  const confidential = flag('confidential');
  const isPublic = flag('is_public');
  return { errs, title, description, pillar, workDate, link, confidential, isPublic };
}

export type UploadFields = ReturnType<typeof parseUploadFields>;
