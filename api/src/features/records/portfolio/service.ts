import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { Log } from '../../../lib/log';
import {
  assertQuota,
  assertQuotaInTransaction,
  type StoredFile,
  type UploadedFile,
  type UploadStore,
} from '../../../lib/uploads';
import { screenFields } from '../../safety-surfaces/screen';
import { canReadConfidential, canSeeStudentWork, CONFIDENTIAL_REFUSED } from '../access/service';
import { notFound } from '../http';
import { loadProfile } from '../profile/profiles';
import { findDateOfBirth } from '../profile/store';
import { setVisibility, visibilityState } from '../visibility/service';
import { HELD_EVIDENCE, loadPortfolio, type PortfolioEntry } from './entries';
import {
  decidePendingItem,
  deleteItem,
  findEvidenceFile,
  findItemBySource,
  findItemFile,
  insertPortfolioItem,
  updateItemVisibility,
  upsertTaskVisibility,
} from './store';
import type { UploadFields } from './upload-fields';
import { auditStaffRead } from '../../admin';
import { alertForEvidence, recordItemIncidents } from '../../safety-surfaces';

/** The student's view of an entry: file links for the private routes. */
function withLinks(e: PortfolioEntry) {
  return {
    ...e,
    file_url: e.file ? `/api/records/portfolio/items/${e.id}/file` : null,
    evidence: e.evidence.map((ev) => ({
      ...ev,
      file_url: ev.file ? `/api/records/portfolio/evidence/${ev.id}/file` : null,
    })),
  };
}

/** The student's portfolio: address, visibility and every entry not declined. */
export async function myPortfolio(db: Queryable, studentId: string, now: Date) {
  const [profile, entries, dob] = await Promise.all([
    loadProfile(db, studentId),
    loadPortfolio(db, studentId),
    findDateOfBirth(db, studentId),
  ]);
  return {
    slug: profile.portfolio_slug,
    public_path: profile.portfolio_slug ? `/portfolio/${profile.portfolio_slug}` : null,
    visibility: await visibilityState(db, profile, 'portfolio', dob, now),
    items: entries.filter((e) => e.status !== 'declined').map(withLinks),
  };
}

/** Makes the portfolio public or private (it needs an address first; under 13 asks a parent). */
export async function setPortfolioVisibility(
  db: Queryable,
  studentId: string,
  wantPublic: boolean,
  now: Date,
) {
  const profile = await loadProfile(db, studentId);
  if (wantPublic && !profile.portfolio_slug) {
    const message = 'Choose your portfolio address before making it public';
    throw new HttpError(400, message, { portfolio_slug: message });
  }
  const dob = await findDateOfBirth(db, studentId);
  await setVisibility(db, studentId, 'portfolio', wantPublic, dob, now);
  return visibilityState(db, await loadProfile(db, studentId), 'portfolio', dob, now);
}

/** Shows or hides one entry in the public portfolio (never confidential or held work). */
export async function setEntryVisibility(
  db: Queryable,
  studentId: string,
  entryId: string,
  wantPublic: boolean,
) {
  const isPublic = wantPublic ? 1 : 0;
  const entry = (await loadPortfolio(db, studentId)).find((e) => e.id === entryId);
  if (!entry || entry.status === 'declined') throw notFound('Item');
  if (isPublic && entry.confidential) {
    throw new HttpError(409, 'Confidential work is never public');
  }
  if (isPublic && entry.held) throw new HttpError(409, HELD_EVIDENCE);
  if (entry.source === 'task') await upsertTaskVisibility(db, studentId, entry.id, isPublic);
  else await updateItemVisibility(db, studentId, entry.id, isPublic);
  return { id: entry.id, is_public: isPublic === 1 };
}

/**
 * Adds past work the student uploaded. The text is screened first; the quota is checked again
 * inside the transaction that inserts the item, so two uploads at the edge cannot both pass.
 * On any refusal the stored file is removed again.
 */
export async function addUploadedItem(
  ctx: AppContext,
  store: UploadStore,
  log: Log,
  studentId: string,
  input: { fields: UploadFields; file: UploadedFile | null },
) {
  const { fields, file } = input;
  const db = ctx.db.kysely;
  const size = file?.size ?? 0;
  const id = randomUUID();
  const at = ctx.config.now().toISOString();
  let alerts = 0;
  try {
    await assertQuota(db, studentId, size);
    const screened = await screenFields({
      surface: 'evidence',
      fields: { title: fields.title, description: fields.description },
      authorIsChild: true,
    });
    const held = screened.outcome.held;
    await db.transaction().execute(async (trx) => {
      await assertQuotaInTransaction(trx, ctx.db.engine, studentId, size);
      await insertPortfolioItem(trx, {
        id,
        student_id: studentId,
        source: 'upload',
        added_by: studentId,
        status: 'accepted',
        title: screened.stored.title,
        description: screened.stored.description,
        pillar: fields.pillar,
        link_url: fields.link,
        file_key: file?.key ?? null,
        file_name: file?.name ?? null,
        file_mime: file?.type.mime ?? null,
        file_size: file?.size ?? null,
        work_date: fields.workDate,
        is_public: fields.isPublic && !fields.confidential && !held ? 1 : 0,
        confidential: fields.confidential ? 1 : 0,
        created_at: at,
        decided_at: null,
        safety_hold: held ? 1 : 0,
      });
      await recordItemIncidents(
        trx,
        at,
        { surface: 'evidence', itemId: id, studentIds: [studentId] },
        screened.outcome,
      );
      alerts = await alertForEvidence(ctx, trx, log, studentId, screened.outcome);
    });
  } catch (err) {
    if (file) await store.remove([file.key]);
    throw err;
  }
  if (alerts > 0) ctx.mailer.deliverSoon();
  const entry = (await loadPortfolio(db, studentId)).find((e) => e.id === id)!;
  return withLinks(entry);
}

/** Removes past work the student uploaded, with its file. */
export async function removeUploadedItem(
  db: Queryable,
  store: UploadStore,
  studentId: string,
  itemId: string,
) {
  const item = await findItemBySource(db, studentId, itemId, 'upload');
  if (!item) throw notFound('Item');
  await deleteItem(db, item.id);
  if (item.file_key) await store.remove([item.file_key]);
  return { message: 'Removed' };
}

/** Accepts or declines work a parent documented (once). */
export async function decideParentItem(
  db: Queryable,
  studentId: string,
  itemId: string,
  decision: 'accept' | 'decline',
  at: string,
) {
  const item = await findItemBySource(db, studentId, itemId, 'parent');
  if (!item) throw notFound('Item');
  if (item.status !== 'pending') throw new HttpError(409, 'This item was already decided');
  const status: 'accepted' | 'declined' = decision === 'accept' ? 'accepted' : 'declined';
  await decidePendingItem(db, item.id, status, at);
  return { id: item.id, status };
}

/**
 * A private file of a student's work for a viewer: 404 unless they may see the student's work,
 * 403 for confidential work unless they are the student or a linked parent; staff reads are
 * audited.
 */
async function privateFile(
  db: Queryable,
  viewer: AuthUser,
  file: { student_id: string; confidential: number } & StoredFile,
  audit: { what: string; details: Record<string, string>; at: string },
): Promise<StoredFile> {
  if (!(await canSeeStudentWork(db, viewer, file.student_id))) throw notFound('File');
  if (file.confidential === 1 && !(await canReadConfidential(db, viewer, file.student_id))) {
    throw new HttpError(403, CONFIDENTIAL_REFUSED);
  }
  await auditStaffRead(db, { actor: viewer, childId: file.student_id, ...audit });
  return { key: file.key, mime: file.mime, name: file.name, cache: 'private' };
}

/** An item's file for the viewer (see privateFile). */
export async function itemFileFor(db: Queryable, viewer: AuthUser, itemId: string, at: string) {
  const item = await findItemFile(db, itemId);
  if (!item?.file_key || !item.file_mime) throw notFound('File');
  return privateFile(
    db,
    viewer,
    { ...item, key: item.file_key, mime: item.file_mime, name: item.file_name, cache: 'private' },
    { what: 'portfolio item file', details: { item_id: itemId }, at },
  );
}

/** A task evidence file for the viewer (see privateFile). */
export async function evidenceFileFor(
  db: Queryable,
  viewer: AuthUser,
  evidenceId: string,
  at: string,
) {
  const file = await findEvidenceFile(db, evidenceId);
  if (!file) throw notFound('File');
  return privateFile(
    db,
    viewer,
    {
      ...file,
      key: file.storage_key,
      mime: file.mime,
      name: file.original_name,
      cache: 'private',
    },
    { what: 'evidence file', details: { evidence_id: evidenceId }, at },
  );
}
