import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { StoredFile } from '../../../lib/uploads';
import { auditStaffRead } from '../../admin';
import { CONFIDENTIAL_REFUSED } from '../access/service';
import { reviewerRoleOf } from '../review/service';
import { findTaskEvidenceFile } from './store';

/**
 * A task's evidence file: to the student whose task it is, and to whoever reviews that student
 * under the review rules (their assigned advisor, or a linked parent when the family has none).
 * Anyone else gets the same 404 as for a missing file, so an id reveals nothing. Confidential
 * work never leaves the family: an advisor gets 403 for it. An advisor's reads are audited.
 */
export async function taskEvidenceFile(
  db: Queryable,
  viewer: AuthUser,
  evidenceId: string,
  at: string,
): Promise<StoredFile> {
  const file = await findTaskEvidenceFile(db, evidenceId);
  if (!file) throw new HttpError(404, 'File not found');
  const stored: StoredFile = {
    key: file.storage_key,
    mime: file.mime,
    name: file.original_name,
    cache: 'private',
  };
  if (viewer.id === file.student_id) return stored;
  const role = await reviewerRoleOf(db, viewer, file.student_id);
  if (!role) throw new HttpError(404, 'File not found');
  if (role === 'advisor' && file.confidential === 1) {
    throw new HttpError(403, CONFIDENTIAL_REFUSED);
  }
  await auditStaffRead(db, {
    actor: viewer,
    childId: file.student_id,
    what: 'evidence file (review)',
    details: { evidence_id: evidenceId },
    at,
  });
  return stored;
}
