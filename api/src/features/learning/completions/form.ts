import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/errors';
import {
  isWebLink,
  readUploadForm,
  throwFormErrors,
  type UploadForm,
  type UploadStore,
} from '../../../lib/uploads';
import type { EvidenceInput } from './evidence-rows';

export const MAX_FILES = 5;
export const MAX_TEXT = 10_000;
export const MAX_LINK = 2048;

const bad = (message: string, field: string) => new HttpError(400, message, { [field]: message });

/**
 * Reads an evidence form (multipart: text, link, confidential, files, and the one field its
 * route adds), checking every part. Files stream straight to private storage; on any refusal
 * they are removed again.
 */
function readEvidenceForm<T>(
  request: FastifyRequest,
  store: UploadStore,
  extraField: 'minutes' | 'keep',
  finish: (form: UploadForm) => T,
): Promise<T> {
  const spec = {
    fields: ['text', 'link', 'confidential', extraField],
    fileField: 'files',
    notMultipart: 'Send the evidence as multipart/form-data',
  };
  return readUploadForm(request, store, spec, finish);
}

/** Reads the completion form: the evidence and `minutes`, the time spent (optional). */
export function readCompletionForm(
  request: FastifyRequest,
  store: UploadStore,
): Promise<EvidenceInput> {
  return readEvidenceForm(request, store, 'minutes', (form) => {
    const minutesText = (form.fields.get('minutes') ?? '').trim();
    const minutes = minutesText === '' ? null : Number(minutesText);
    if (minutes !== null && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440)) {
      form.fieldErrors.minutes = 'Minutes must be a whole number from 1 to 1440';
    }
    return { ...evidenceFields(form, 0), minutes };
  });
}

/** A resubmission: the completion's evidence fields and `keep`, the files it keeps. */
export interface ResubmissionInput extends EvidenceInput {
  /** Ids of the task's file evidence to keep (the rest is replaced). */
  keep: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a resubmission form: the evidence and `keep`, the comma-separated ids of the current
 * files to keep. Whether those ids are the task's own is checked by the caller, which knows the
 * task.
 */
export function readResubmissionForm(
  request: FastifyRequest,
  store: UploadStore,
): Promise<ResubmissionInput> {
  return readEvidenceForm(request, store, 'keep', (form) => {
    const keep = (form.fields.get('keep') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (keep.some((id) => !UUID.test(id))) {
      form.fieldErrors.keep = 'Keep lists the ids of files to keep, separated by commas';
    }
    if (keep.length + form.files.length > MAX_FILES) {
      form.fieldErrors.files = `A task holds at most ${MAX_FILES} files`;
    }
    return { ...evidenceFields(form, keep.length), keep: [...new Set(keep)] };
  });
}

/** The checks both forms share; `kept` counts evidence the submission keeps from before. */
function evidenceFields(form: UploadForm, kept: number): EvidenceInput {
  const { fields, fieldErrors } = form;
  const text = (fields.get('text') ?? '').trim();
  if (text.length > MAX_TEXT) fieldErrors.text = `Text must be at most ${MAX_TEXT} characters`;
  const link = (fields.get('link') ?? '').trim();
  if (link && !isWebLink(link, MAX_LINK)) {
    fieldErrors.link = 'Link must be a web address starting with http:// or https://';
  }
  const conf = fields.get('confidential') ?? 'false';
  if (conf !== 'true' && conf !== 'false') fieldErrors.confidential = "Use 'true' or 'false'";
  throwFormErrors(form);
  if (!text && !link && form.files.length === 0 && kept === 0) {
    throw bad('Add evidence: some text, a link or a file', 'evidence');
  }
  return {
    text: text || null,
    link: link || null,
    confidential: conf === 'true',
    files: form.files,
  };
}
