import { z } from 'zod';
import type { Pillar } from '@optio/contracts';
import type { Queryable } from '../../../db/types';
import type { StoredFile } from '../../../lib/uploads';
import { mayBeSeen } from '../../../security/account-standing';
import { loadBadges } from '../badges/service';
import { loadCredits, pillarTotals } from '../credits/service';
import { diplomaState } from '../diploma/service';
import { notFound } from '../http';
import { loadPortfolio, publicItems } from '../portfolio/entries';
import { findStudentEvidenceFile, findStudentItemFile } from '../portfolio/store';
import { loadProfile, SLUG_PATTERN } from '../profile/profiles';
import { isPublic } from '../visibility/service';
import { findStudentById, findStudentBySlug } from './store';

/** The same 404 for unknown, private and deleted: a visitor never learns which. */
const missing = () => notFound('Not found: this page is private or does not exist');

/** The student behind a public portfolio address, or null (unknown, private, not a student). */
async function publicPortfolioOwner(db: Queryable, slug: string) {
  if (!SLUG_PATTERN.test(slug)) return null;
  const row = await findStudentBySlug(db, slug);
  if (!row || !mayBeSeen(row)) return null;
  const profile = await loadProfile(db, row.id);
  if (profile.deletion_requested_at) return null;
  if (!(await isPublic(db, profile, 'portfolio'))) return null;
  return { ...row, profile };
}

/** A public portfolio: public, non-confidential work only; 404 when private. */
export async function publicPortfolio(db: Queryable, slug: string) {
  const owner = await publicPortfolioOwner(db, slug);
  if (!owner) throw missing();
  const [entries, badges, { report, ledger }] = await Promise.all([
    loadPortfolio(db, owner.id),
    loadBadges(db, owner.id),
    loadCredits(db, owner.id),
  ]);
  const diploma = await diplomaState(db, owner.id);
  const diplomaPublic = await isPublic(db, owner.profile, 'diploma');
  return {
    student: {
      first_name: owner.first_name,
      last_name: owner.last_name,
      ...(owner.profile.bio ? { bio: owner.profile.bio } : {}),
    },
    items: publicItems(entries, slug),
    pillars: pillarTotals(ledger),
    badges: badges
      .filter((b): b is typeof b & { claimed_at: string } => Boolean(b.claimed_at))
      .map((b) => ({
        name: b.name,
        identity_statement: b.identity_statement,
        primary_pillar: b.primary_pillar,
        image_url: b.image_url,
        claimed_at: b.claimed_at,
      })),
    credits: {
      total: report.total_earned,
      required: report.total_required,
      subjects: report.subjects.map((s) => ({
        subject: s.subject,
        earned: s.earned,
        required: s.required,
      })),
    },
    diploma: diplomaPublic
      ? {
          issued_at: diploma.issued_at,
          accredited: diploma.accredited,
          path: `/public/diploma/${owner.id}`,
        }
      : null,
  };
}

/** The file of an item shown in a public portfolio. */
export async function publicItemFile(
  db: Queryable,
  slug: string,
  itemId: string,
): Promise<StoredFile> {
  const owner = await publicPortfolioOwner(db, slug);
  if (!owner) throw missing();
  const entry = publicItems(await loadPortfolio(db, owner.id), slug).find(
    (e) => e.id === itemId && e.source !== 'task',
  );
  const item = entry ? await findStudentItemFile(db, owner.id, entry.id) : undefined;
  if (!item?.file_key || !item.file_mime) throw missing();
  return { key: item.file_key, mime: item.file_mime, name: item.file_name, cache: 'public' };
}

/** A (non-confidential) evidence file of a task shown in a public portfolio. */
export async function publicEvidenceFile(
  db: Queryable,
  slug: string,
  evidenceId: string,
): Promise<StoredFile> {
  const owner = await publicPortfolioOwner(db, slug);
  if (!owner) throw missing();
  const suffix = `/evidence/${evidenceId}/file`;
  const shown = publicItems(await loadPortfolio(db, owner.id), slug).some((e) =>
    e.files.some((f) => f.url.endsWith(suffix)),
  );
  if (!shown) throw missing();
  const file = await findStudentEvidenceFile(db, owner.id, evidenceId);
  if (!file) throw missing();
  return { key: file.storage_key, mime: file.mime, name: file.original_name, cache: 'public' };
}

/** A public diploma (or its progress); 404 when private or unknown. */
export async function publicDiploma(db: Queryable, userId: string) {
  if (!z.uuid().safeParse(userId).success) throw missing();
  const user = await findStudentById(db, userId);
  if (!user || !mayBeSeen(user)) throw missing();
  const profile = await loadProfile(db, user.id);
  if (profile.deletion_requested_at || !(await isPublic(db, profile, 'diploma'))) throw missing();
  const { report, ledger } = await loadCredits(db, user.id);
  const diploma = await diplomaState(db, user.id);
  const portfolioPublic =
    profile.portfolio_slug !== null && (await isPublic(db, profile, 'portfolio'));
  return {
    student: { first_name: user.first_name, last_name: user.last_name },
    issued_at: diploma.issued_at,
    accredited: diploma.accredited,
    credits_total: report.total_earned,
    credits_required: report.total_required,
    subjects: report.subjects.map((s) => ({
      subject: s.subject,
      earned: s.earned,
      counted: s.counted,
      required: s.required,
    })),
    // Credits by pillar: each XP award's credits go to the pillar of the task that earned it.
    // The same keys as pillarTotals (every pillar), so the record stays complete.
    pillars: Object.fromEntries(
      Object.entries(pillarTotals(ledger)).map(([p, xp]) => [
        p,
        Math.round((xp * 10) / report.xp_per_credit) / 10,
      ]),
    ) as Record<Pillar, number>,
    portfolio_path: portfolioPublic ? `/portfolio/${profile.portfolio_slug}` : null,
  };
}
