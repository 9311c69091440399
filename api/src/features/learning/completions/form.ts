import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/errors';
import { isWebLink, readUploadForm, throwFormErrors, type UploadStore } from '../../../lib/uploads';
import type { EvidenceInput } from './evidence-rows';

export const MAX_FILES = 5;
export const MAX_TEXT = 10_000;
export const MAX_LINK = 2048;

const bad = (message: string, field: string) => new HttpError(400, message, { [field]: message });

/**
 * Reads the completion form (multipart: text, link, confidential, files), checking every part.
 * Files stream straight to private storage; on any refusal they are removed again.
 */
export function readCompletionForm(
  request: FastifyRequest,
  store: UploadStore,
): Promise<EvidenceInput> {
  const spec = {
    fields: ['text', 'link', 'confidential', 'minutes'],
    fileField: 'files',
    notMultipart: 'Send the evidence as multipart/form-data',
  };
  return readUploadForm(request, store, spec, (form) => {
    const { fields, fieldErrors } = form;
    const text = (fields.get('text') ?? '').trim();
    if (text.length > MAX_TEXT) fieldErrors.text = `Text must be at most ${MAX_TEXT} characters`;
    const link = (fields.get('link') ?? '').trim();
    if (link && !isWebLink(link, MAX_LINK)) {
      fieldErrors.link = 'Link must be a web address starting with http:// or https://';
    }
    const conf = fields.get('confidential') ?? 'false';
    if (conf !== 'true' && conf !== 'false') fieldErrors.confidential = "Use 'true' or 'false'";
    const minutesText = (fields.get('minutes') ?? '').trim();
    const minutes = minutesText === '' ? null : Number(minutesText);
    if (minutes !== null && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440)) {
      fieldErrors.minutes = 'Minutes must be a whole number from 1 to 1440';
    }
    throwFormErrors(form);
    if (!text && !link && form.files.length === 0) {
      throw bad('Add evidence: some text, a link or a file', 'evidence');
    }
    return {
      text: text || null,
      link: link || null,
      confidential: conf === 'true',
      files: form.files,
      minutes,
    };
  });
}
