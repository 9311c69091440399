import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import type { UploadStore } from '../../lib/uploads';
import { checkUpload, safeFileName, type SniffedType } from '../../lib/uploads';

export interface StoredUpload {
  key: string;
  name: string;
  type: SniffedType;
  size: number;
}

/**
 * Reads a multipart form with text fields from `allowed` and at most one file in `fileField`,
 * streamed to private storage and checked by content with the learning feature's rules. Any
 * refusal removes the stored file again.
 */
export async function readSingleFileForm(
  request: FastifyRequest,
  store: UploadStore,
  allowed: string[],
  fileField: string,
  accept: (type: SniffedType) => string | null = () => null,
): Promise<{ fields: Map<string, string>; file: StoredUpload | null }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  const written: string[] = [];
  try {
    const fields = new Map<string, string>();
    const fieldErrors: Record<string, string> = {};
    let file: StoredUpload | null = null;
    let tooLarge: string | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || file || written.length > 0) {
          part.file.resume();
          fieldErrors[part.fieldname] =
            part.fieldname === fileField ? 'Send one file only' : 'Unknown field';
          continue;
        }
        const name = safeFileName(part.filename);
        const key = store.newKey();
        written.push(key);
        const info = await store.write(key, part.file, fileField);
        if (part.file.truncated) {
          const message = `"${name}" is too large: files may be at most 25 MB`;
          throw new HttpError(413, message, { [fileField]: message });
        }
        const check = checkUpload(name, info);
        if (!check.ok) {
          fieldErrors[fileField] = check.message;
          if (check.tooLarge) tooLarge = check.message;
          continue;
        }
        const refused = accept(check.type);
        if (refused) {
          fieldErrors[fileField] = refused;
          continue;
        }
        file = { key, name, type: check.type, size: info.size };
        continue;
      }
      if (!allowed.includes(part.fieldname)) {
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
    if (tooLarge) throw new HttpError(413, tooLarge, fieldErrors);
    const first = Object.values(fieldErrors)[0];
    if (first) throw new HttpError(400, first, fieldErrors);
    return { fields, file };
  } catch (err) {
    await store.remove(written);
    throw err;
  }
}
