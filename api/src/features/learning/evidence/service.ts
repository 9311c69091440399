import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { StoredFile } from '../../../lib/uploads';
import { findOwnEvidenceFile } from './store';

/** An evidence file, only to the student who uploaded it (anyone else: 404, as if missing). */
export async function ownEvidenceFile(
  db: Queryable,
  studentId: string,
  evidenceId: string,
): Promise<StoredFile> {
  const file = await findOwnEvidenceFile(db, studentId, evidenceId);
  if (!file) throw new HttpError(404, 'File not found');
  return { key: file.storage_key, mime: file.mime, name: file.original_name, cache: 'private' };
}
