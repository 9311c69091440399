import { createHmac, timingSafeEqual } from 'node:crypto';
import { LEAD_RESOURCES, type LeadResource } from '@optio/contracts';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/errors';
import { LANGUAGES, type Language } from '../../../lib/language';
import { PdfWriter } from '../../../lib/pdf/document';
import { RESOURCE_TEXTS } from './content';

/** How long a resource link in a confirmation e-mail works. */
export const RESOURCE_LINK_DAYS = 30;
const DAY_MS = 86_400_000;
const NOT_FOUND =
  'This link has expired or is not valid. Request the resource again from the page.';

/** A key derived from the server's secret for this one purpose (HMAC-SHA256). */
const signingKey = (ctx: Pick<AppContext, 'config'>) =>
  createHmac('sha256', ctx.config.csrfSecret).update('optio:lead-resource').digest();

const signature = (
  ctx: Pick<AppContext, 'config'>,
  resource: string,
  lang: string,
  expires: string,
) => createHmac('sha256', signingKey(ctx)).update(`${resource}|${lang}|${expires}`).digest('hex');

/** The signed link (30 days) to a resource, in the visitor's language. */
export function resourceLink(
  ctx: Pick<AppContext, 'config'>,
  resource: LeadResource,
  lang: Language,
): string {
  const expires = String(
    Math.floor((ctx.config.now().getTime() + RESOURCE_LINK_DAYS * DAY_MS) / 1000),
  );
  const sig = signature(ctx, resource, lang, expires);
  const query = new URLSearchParams({ lang, expires, sig });
  return `${ctx.config.publicUrl}/api/resources/${resource}?${query.toString()}`;
}

/** The resource a link names when its signature holds and it has not expired; else a 404. */
export function checkResourceLink(
  ctx: Pick<AppContext, 'config'>,
  resource: string,
  query: { lang?: string; expires?: string; sig?: string },
): { resource: LeadResource; lang: Language } {
  const { lang = '', expires = '', sig = '' } = query;
  const known = (LEAD_RESOURCES as readonly string[]).includes(resource);
  const language = (LANGUAGES as readonly string[]).includes(lang);
  const expected = Buffer.from(signature(ctx, resource, lang, expires), 'hex');
  const given = /^[0-9a-f]{64}$/.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  const seconds = /^\d{1,12}$/.test(expires) ? Number(expires) : 0;
  const fresh = seconds * 1000 > ctx.config.now().getTime();
  if (!known || !language || !signed || !fresh) throw new HttpError(404, NOT_FOUND);
  return { resource: resource as LeadResource, lang: lang as Language };
}

/** The resource as a tagged PDF and its download name. */
export async function resourcePdf(
  resource: LeadResource,
  lang: Language,
): Promise<{ pdf: Buffer; filename: string }> {
  const text = RESOURCE_TEXTS[resource][lang];
  const pdf = new PdfWriter({
    title: text.title,
    lang: lang === 'es' ? 'es-ES' : 'en-US',
    author: 'Optio',
    subject: text.title,
  });
  pdf.heading(text.title, 1, 20).moveDown(0.3);
  pdf.paragraph(text.intro, { size: 11 }).moveDown(0.6);
  for (const section of text.sections) {
    pdf.keepSpace(120);
    pdf.heading(section.heading, 2, 14).moveDown(0.2);
    for (const item of section.items) pdf.paragraph(`• ${item}`, { size: 11, indent: 12 });
    pdf.moveDown(0.6);
  }
  return { pdf: await pdf.finish(), filename: `${text.file}.pdf` };
}
