import { randomUUID } from 'node:crypto';
import type { BadgeInput, Pillar } from '@optio/contracts';
import type { AppContext } from '../../context';
import type { BadgesTable, Queryable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import type { StoredImage } from '../../lib/uploads';
import { writeAudit } from '../admin';
import {
  countClaims,
  deleteBadgeQuests,
  findBadge,
  findBadgeImage,
  insertBadge,
  insertBadgeQuests,
  listBadgeQuestIds,
  listBadges,
  listExistingQuestIds,
  listLinkedQuests,
  updateBadge,
} from './store';
import { type UploadStore } from '../../lib/uploads';

/**
 * The badge editor. Advisors edit the badges they created; admins and educators (admin-like)
 * edit every badge. Editing never touches badge_claims: a claimed badge stays claimed whatever
 * its new requirements.
 */
export interface BadgeView {
  id: string;
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: Pillar;
  image_url: string | null;
  min_quests: number;
  min_xp: number;
  is_active: boolean;
  quests: { id: string; title: string; total_xp: number }[];
  claim_count: number;
  created_by: string | null;
  updated_at: string;
}

type Editor = { id: string; role: string };
type Ctx = Pick<AppContext, 'db' | 'config'>;

export const badgeImageUrl = (key: string | null) => (key ? `/api/badge-images/${key}` : null);

const canEditAll = (editor: Editor) => editor.role === 'admin' || editor.role === 'educator';

async function views(db: Queryable, rows: BadgesTable[]): Promise<BadgeView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((b) => b.id);
  const [links, claims] = await Promise.all([listLinkedQuests(db, ids), countClaims(db, ids)]);
  const claimCount = new Map(claims.map((c) => [c.badge_id, Number(c.n)]));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    identity_statement: b.identity_statement,
    primary_pillar: b.primary_pillar,
    image_url: badgeImageUrl(b.image_key),
    min_quests: b.min_quests,
    min_xp: b.min_xp,
    is_active: b.is_active === 1,
    quests: links
      .filter((l) => l.badge_id === b.id)
      .map((l) => ({ id: l.id, title: l.title, total_xp: l.total_xp })),
    claim_count: claimCount.get(b.id) ?? 0,
    created_by: b.created_by,
    updated_at: b.updated_at,
  }));
}

/** The badge if the caller may edit it; 404 otherwise (an advisor never learns of others'). */
async function editable(db: Queryable, editor: Editor, id: string): Promise<BadgesTable> {
  const badge = await findBadge(db, id);
  if (!badge || (!canEditAll(editor) && badge.created_by !== editor.id)) {
    throw new HttpError(404, 'Badge not found');
  }
  return badge;
}

const view = async (db: Queryable, editor: Editor, id: string) =>
  (await views(db, [await editable(db, editor, id)]))[0]!;

async function checkQuests(db: Queryable, ids: string[]): Promise<void> {
  const found = await listExistingQuestIds(db, ids);
  if (found.length !== ids.length) {
    const message = 'One of the linked quests no longer exists';
    throw new HttpError(400, message, { quest_ids: message });
  }
}

const columns = (body: BadgeInput) => ({
  name: body.name,
  description: body.description,
  identity_statement: body.identity_statement,
  primary_pillar: body.primary_pillar,
  min_quests: body.min_quests,
  min_xp: body.min_xp,
  is_active: body.is_active ? 1 : 0,
});

export async function editableBadges(db: Queryable, editor: Editor) {
  return { badges: await views(db, await listBadges(db, canEditAll(editor) ? null : editor.id)) };
}

export const editableBadge = (db: Queryable, editor: Editor, id: string) => view(db, editor, id);

export async function createBadge(ctx: Ctx, editor: Editor, body: BadgeInput) {
  const db = ctx.db.kysely;
  await checkQuests(db, body.quest_ids);
  const at = ctx.config.now().toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertBadge(trx, {
      id,
      ...columns(body),
      image_key: null,
      image_mime: null,
      created_by: editor.id,
      created_at: at,
      updated_at: at,
    });
    await insertBadgeQuests(trx, id, body.quest_ids);
    await writeAudit(trx, {
      actorId: editor.id,
      action: 'badge.create',
      targetType: 'badge',
      targetId: id,
      details: { new: { ...columns(body), quest_ids: body.quest_ids } },
      at,
    });
  });
  return view(db, editor, id);
}

export async function updateBadgeDetails(ctx: Ctx, editor: Editor, id: string, body: BadgeInput) {
  const db = ctx.db.kysely;
  const before = await editable(db, editor, id);
  await checkQuests(db, body.quest_ids);
  const at = ctx.config.now().toISOString();
  const oldQuests = await listBadgeQuestIds(db, before.id);
  await db.transaction().execute(async (trx) => {
    await updateBadge(trx, before.id, { ...columns(body), updated_at: at });
    // Only the links are replaced; badge_claims rows are never touched here.
    await deleteBadgeQuests(trx, before.id);
    await insertBadgeQuests(trx, before.id, body.quest_ids);
    await writeAudit(trx, {
      actorId: editor.id,
      action: 'badge.update',
      targetType: 'badge',
      targetId: before.id,
      details: {
        old: {
          name: before.name,
          description: before.description,
          identity_statement: before.identity_statement,
          primary_pillar: before.primary_pillar,
          min_quests: before.min_quests,
          min_xp: before.min_xp,
          is_active: before.is_active,
          quest_ids: oldQuests,
        },
        new: { ...columns(body), quest_ids: body.quest_ids },
      },
      at,
    });
  });
  return view(db, editor, before.id);
}

/**
 * Sets (or with null removes) the badge's image, audited; the replaced file leaves the store
 * once the change is written. `readImage` runs only after the badge is known to be editable.
 */
export async function setBadgeImage(
  ctx: Ctx,
  store: UploadStore,
  editor: Editor,
  id: string,
  readImage: (() => Promise<StoredImage>) | null,
) {
  const db = ctx.db.kysely;
  const before = await editable(db, editor, id);
  const image = readImage ? await readImage() : null;
  const at = ctx.config.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await updateBadge(trx, before.id, {
      image_key: image?.key ?? null,
      image_mime: image?.mime ?? null,
      updated_at: at,
    });
    await writeAudit(trx, {
      actorId: editor.id,
      action: 'badge.image',
      targetType: 'badge',
      targetId: before.id,
      details: { old: { image: before.image_key }, new: { image: image?.key ?? null } },
      at,
    });
  });
  if (before.image_key) await store.remove([before.image_key]);
  return view(db, editor, before.id);
}

export async function setBadgeActive(ctx: Ctx, editor: Editor, id: string, active: boolean) {
  const db = ctx.db.kysely;
  const before = await editable(db, editor, id);
  const at = ctx.config.now().toISOString();
  const next = active ? 1 : 0;
  await db.transaction().execute(async (trx) => {
    await updateBadge(trx, before.id, { is_active: next, updated_at: at });
    await writeAudit(trx, {
      actorId: editor.id,
      action: next ? 'badge.activate' : 'badge.deactivate',
      targetType: 'badge',
      targetId: before.id,
      details: {
        name: before.name,
        old: { is_active: before.is_active },
        new: { is_active: next },
      },
      at,
    });
  });
  return view(db, editor, before.id);
}

/** A badge image is public (badges show on public portfolios) while a badge uses it. */
export async function badgeImage(db: Queryable, key: string): Promise<StoredImage> {
  const badge = await findBadgeImage(db, key);
  if (!badge?.image_key || !badge.image_mime) throw new HttpError(404, 'Image not found');
  return { key: badge.image_key, mime: badge.image_mime };
}
