import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { checkUpload, safeFileName, type SniffedType } from './sniff';
import type { UploadStore } from './storage';

/** A checked upload already in private storage (removed again when its request fails). */
export interface UploadedFile {
  key: string;
  name: string;
  type: SniffedType;
  size: number;
}

export interface UploadFormSpec {
  /** The text fields the form may carry; any other part is refused as 'Unknown field'. */
  fields: readonly string[];
  /** The one field that carries files. */
  fileField: string;
  /** At most this many files (a further one is refused with `extraFile`); no limit by default. */
  maxFiles?: number;
  /** The refusal of a file past `maxFiles` ('Send one file only' unless given). */
  extraFile?: string;
  /** The 415 message when the request is not multipart/form-data. */
  notMultipart: string;
  /** A further refusal of a file by its sniffed type (null accepts it). */
  accept?: (type: SniffedType) => string | null;
}

export interface UploadForm {
  fields: Map<string, string>;
  files: UploadedFile[];
  /** Field-level refusals found while reading, in the order found. */
  fieldErrors: Record<string, string>;
  /** A file over its type's size limit (answered with 413), if any. */
  tooLarge: string | null;
}

/**
 * Reads a multipart form, checking every part. Files stream straight to private storage (memory
 * stays bounded whatever their size) and are checked by content. `finish` validates the rest and
 * returns the caller's input; whenever reading or `finish` throws, every stored file is removed.
 */
export async function readUploadForm<T>(
  request: FastifyRequest,
  store: UploadStore,
  spec: UploadFormSpec,
  finish: (form: UploadForm) => T | Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, spec.notMultipart);
  const written: string[] = [];
  try {
    return await finish(await collectParts(request, store, spec, written));
  } catch (err) {
    await store.remove(written);
    throw err;
  }
}

/** The form's refusals as one error: 413 when a file is too large, else 400 on the first field. */
export function throwFormErrors(form: Pick<UploadForm, 'fieldErrors' | 'tooLarge'>): void {
  if (form.tooLarge) throw new HttpError(413, form.tooLarge, form.fieldErrors);
  const first = Object.values(form.fieldErrors)[0];
  if (first) throw new HttpError(400, first, form.fieldErrors);
}

/** Reads and discards a request's upload so an early refusal stores nothing. */
export async function drainUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
}

async function collectParts(
  request: FastifyRequest,
  store: UploadStore,
  spec: UploadFormSpec,
  written: string[],
): Promise<UploadForm> {
  const form: UploadForm = { fields: new Map(), files: [], fieldErrors: {}, tooLarge: null };
  const { fields, fieldErrors } = form;
  const maxFiles = spec.maxFiles ?? Infinity;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== spec.fileField || written.length >= maxFiles) {
        part.file.resume();
        fieldErrors[part.fieldname] =
          part.fieldname === spec.fileField
            ? (spec.extraFile ?? 'Send one file only')
            : 'Unknown field';
        continue;
      }
      const name = safeFileName(part.filename);
      const key = store.newKey();
      written.push(key);
      const info = await store.write(key, part.file, spec.fileField);
      if (part.file.truncated) {
        const message = `"${name}" is too large: files may be at most 25 MB`;
        throw new HttpError(413, message, { [spec.fileField]: message });
      }
      const check = checkUpload(name, info);
      if (!check.ok) {
        fieldErrors[spec.fileField] ??= check.message;
        if (check.tooLarge) form.tooLarge ??= check.message;
        continue;
      }
      const refused = spec.accept?.(check.type);
      if (refused) {
        fieldErrors[spec.fileField] ??= refused;
        continue;
      }
      form.files.push({ name, type: check.type, key, size: info.size });
      continue;
    }
    if (!spec.fields.includes(part.fieldname)) {
      fieldErrors[part.fieldname] = 'Unknown field';
      continue;
    }
    if (fields.has(part.fieldname)) {
      fieldErrors[part.fieldname] = 'Give this field once';
      continue;
    }
    if (part.valueTruncated) {
      fieldErrors[part.fieldname] = 'This field is too long';
      continue;
    }
    fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
  }
  return form;
}

/** A web address of at most `max` characters with an http or https scheme. */
export function isWebLink(link: string, max: number): boolean {
  if (link.length > max) return false;
  try {
    return ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads a form with text fields and at most one file (a second one is refused), throwing the
 * form's refusals before `finish` sees it; the stored file is removed when `finish` throws.
 */
export function readSingleFileForm<T>(
  request: FastifyRequest,
  store: UploadStore,
  spec: Pick<UploadFormSpec, 'fields' | 'fileField' | 'accept'>,
  finish: (form: { fields: Map<string, string>; file: UploadedFile | null }) => T | Promise<T>,
): Promise<T> {
  const full = { ...spec, maxFiles: 1, notMultipart: 'Send the form as multipart/form-data' };
  return readUploadForm(request, store, full, (form) => {
    throwFormErrors(form);
    return finish({ fields: form.fields, file: form.files[0] ?? null });
  });
}
