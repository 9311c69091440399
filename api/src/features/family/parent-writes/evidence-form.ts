import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/errors';
import { dateSchema, pillarSchema } from '../../learning/schemas';
import type { ParentEvidenceInput } from './service';
import { MAX_LINK, PILLARS } from '../../learning';
import { type UploadStore, checkUpload, safeFileName } from '../../../lib/uploads';

export const EVIDENCE_TITLE_MAX = 200;
export const EVIDENCE_DESCRIPTION_MAX = 2000;

const FIELDS = ['title', 'description', 'pillar', 'link', 'work_date', 'confidential'] as const;
interface EvidenceParts {
  fields: Map<string, string>;
  fieldErrors: Record<string, string>;
  file: ParentEvidenceInput['file'];
  tooLarge: string | null;
}

/** The parent's evidence form (multipart): the same file rules as a student's evidence, one file. */
export async function readParentEvidence(
  request: FastifyRequest,
  store: UploadStore,
  written: string[],
): Promise<ParentEvidenceInput> {
  return validateEvidenceFields(await readParts(request, store, written));
}

/** Stores the one file (its key noted in `written`) and collects the text fields. */
async function readParts(
  request: FastifyRequest,
  store: UploadStore,
  written: string[],
): Promise<EvidenceParts> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the evidence as multipart/form-data');
  const fields = new Map<string, string>();
  const fieldErrors: Record<string, string> = {};
  let file: ParentEvidenceInput['file'] = null;
  let tooLarge: string | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        fieldErrors[part.fieldname] = part.fieldname === 'file' ? 'Add one file' : 'Unknown field';
        continue;
      }
      const name = safeFileName(part.filename);
      const key = store.newKey();
      written.push(key);
      const info = await store.write(key, part.file, 'file');
      if (part.file.truncated) {
        const m = `"${name}" is too large: files may be at most 25 MB`;
        throw new HttpError(413, m, { file: m });
      }
      const check = checkUpload(name, info);
      if (!check.ok) {
        fieldErrors.file = check.message;
        if (check.tooLarge) tooLarge = check.message;
        continue;
      }
      file = { name, mime: check.type.mime, key, size: info.size };
      continue;
    }
    if (!(FIELDS as readonly string[]).includes(part.fieldname)) {
      fieldErrors[part.fieldname] = 'Unknown field';
      continue;
    }
    if (fields.has(part.fieldname) || part.valueTruncated) {
      fieldErrors[part.fieldname] = part.valueTruncated
        ? 'This field is too long'
        : 'Give this field once';
      continue;
    }
    fields.set(part.fieldname, String(part.value));
  }
  return { fields, fieldErrors, file, tooLarge };
}

/** Checks the collected fields: one field-level message each, 413 when the file is too large. */
export function validateEvidenceFields({
  fields,
  fieldErrors,
  file,
  tooLarge,
}: EvidenceParts): ParentEvidenceInput {
  const title = (fields.get('title') ?? '').trim();
  if (!title) fieldErrors.title = 'Title is required';
  else if (title.length > EVIDENCE_TITLE_MAX)
    fieldErrors.title = `Title must be at most ${EVIDENCE_TITLE_MAX} characters`;
  const description = (fields.get('description') ?? '').trim();
  if (description.length > EVIDENCE_DESCRIPTION_MAX)
    fieldErrors.description = `Description must be at most ${EVIDENCE_DESCRIPTION_MAX} characters`;
  const pillarRaw = (fields.get('pillar') ?? '').trim();
  const pillar = pillarRaw ? pillarSchema.safeParse(pillarRaw) : null;
  if (pillar && !pillar.success) fieldErrors.pillar = `Pillar must be one of ${PILLARS.join(', ')}`;
  const link = (fields.get('link') ?? '').trim();
  if (link) {
    let ok = link.length <= MAX_LINK;
    try {
      ok &&= ['http:', 'https:'].includes(new URL(link).protocol);
    } catch {
      ok = false;
    }
    if (!ok) fieldErrors.link = 'Link must be a web address starting with http:// or https://';
  }
  const workDateRaw = (fields.get('work_date') ?? '').trim();
  const workDate = workDateRaw ? dateSchema.safeParse(workDateRaw) : null;
  if (workDate && !workDate.success)
    fieldErrors.work_date = workDate.error.issues[0]?.message ?? 'Not a valid date';
  const conf = fields.get('confidential') ?? 'false';
  if (conf !== 'true' && conf !== 'false') fieldErrors.confidential = "Use 'true' or 'false'";
  if (tooLarge) throw new HttpError(413, tooLarge, fieldErrors);
  const first = Object.values(fieldErrors)[0];
  if (first) throw new HttpError(400, first, fieldErrors);
  if (!description && !link && !file) {
    const m = 'Add a description, a link or a file';
    throw new HttpError(400, m, { evidence: m });
  }
  return {
    title,
    description,
    pillar: pillar?.success ? pillar.data : null,
    link: link || null,
    work_date: workDate?.success ? workDate.data : null,
    confidential: conf === 'true',
    file,
  };
}
