import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/errors';
import { dateSchema, pillarSchema } from '../../learning/schemas';
import type { ParentEvidenceInput } from './service';
import { MAX_LINK, PILLARS } from '../../learning';
import { type UploadForm, type UploadStore, readUploadForm } from '../../../lib/uploads';

export const EVIDENCE_TITLE_MAX = 200;
export const EVIDENCE_DESCRIPTION_MAX = 2000;

const FIELDS = ['title', 'description', 'pillar', 'link', 'work_date', 'confidential'] as const;
interface EvidenceParts {
  fields: Map<string, string>;
  fieldErrors: Record<string, string>;
  file: ParentEvidenceInput['file'];
  tooLarge: string | null;
}

/**
 * The parent's evidence form (multipart): the same file rules as a student's evidence, one
 * file. The stored file's key is noted in `written` once the form is accepted (the caller
 * removes it if the request fails later); a refused form leaves nothing stored.
 */
export async function readParentEvidence(
  request: FastifyRequest,
  store: UploadStore,
  written: string[],
): Promise<ParentEvidenceInput> {
  const input = await readUploadForm(
    request,
    store,
    {
      fields: FIELDS,
      fileField: 'file',
      maxFiles: 1,
      extraFile: 'Add one file',
      notMultipart: 'Send the evidence as multipart/form-data',
    },
    (form) => validateEvidenceFields(evidenceParts(form)),
  );
  if (input.file) written.push(input.file.key);
  return input;
}

function evidenceParts(form: UploadForm): EvidenceParts {
  const stored = form.files[0];
  return {
    fields: form.fields,
    fieldErrors: form.fieldErrors,
    file: stored
      ? { name: stored.name, mime: stored.type.mime, key: stored.key, size: stored.size }
      : null,
    tooLarge: form.tooLarge,
  };
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
