import type { Pillar } from '@optio/contracts';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { notFound } from '../http';
import { badgeProgress } from '../rules';
import {
  insertBadgeClaim,
  listBadgeQuests,
  listBadges,
  listClaimsOf,
  listEnrolmentStatuses,
  sumXpByQuest,
} from './store';

export type BadgeStatus = 'claimed' | 'claimable' | 'in_progress' | 'not_started';

export interface BadgeView {
  id: string;
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: Pillar;
  image_url: string | null;
  min_quests: number;
  min_xp: number;
  quests: { id: string; title: string; completed: boolean; xp_earned: number }[];
  quests_completed: number;
  xp_earned: number;
  /** 0..100, whole percent. */
  progress: number;
  status: BadgeStatus;
  claimed_at: string | null;
}

/**
 * Every active badge (and any inactive one the student already claimed) with the student's
 * progress. A claim stands whatever happens to the badge afterwards.
 */
export async function loadBadges(db: Queryable, studentId: string): Promise<BadgeView[]> {
  const [badges, links, claims, enrolments, ledger] = await Promise.all([
    listBadges(db),
    listBadgeQuests(db),
    listClaimsOf(db, studentId),
    listEnrolmentStatuses(db, studentId),
    sumXpByQuest(db, studentId),
  ]);
  const claimed = new Map(claims.map((c) => [c.badge_id, c.claimed_at]));
  const completed = new Set(
    enrolments.filter((e) => e.status === 'completed').map((e) => e.quest_id),
  );
  const xpByQuest = new Map(ledger.map((r) => [r.quest_id, Number(r.xp)]));
  return badges
    .filter((b) => b.is_active === 1 || claimed.has(b.id))
    .map((b) => {
      const quests = links
        .filter((l) => l.badge_id === b.id)
        .map((l) => ({
          id: l.id,
          title: l.title,
          completed: completed.has(l.id),
          xp_earned: xpByQuest.get(l.id) ?? 0,
        }));
      const p = badgeProgress(
        b,
        quests.filter((q) => q.completed).length,
        quests.reduce((a, q) => a + q.xp_earned, 0),
      );
      const claimedAt = claimed.get(b.id) ?? null;
      const status: BadgeStatus = claimedAt
        ? 'claimed'
        : p.requirements_met
          ? 'claimable'
          : p.quests_completed === 0 && p.xp_earned === 0
            ? 'not_started'
            : 'in_progress';
      return {
        id: b.id,
        name: b.name,
        description: b.description,
        identity_statement: b.identity_statement,
        primary_pillar: b.primary_pillar,
        // Served by the badge editor's feature (public, so an <img> can load it).
        image_url: b.image_key ? `/api/badge-images/${b.image_key}` : null,
        min_quests: b.min_quests,
        min_xp: b.min_xp,
        quests,
        quests_completed: p.quests_completed,
        xp_earned: p.xp_earned,
        progress: claimedAt ? 100 : Math.floor(p.progress * 100),
        status,
        claimed_at: claimedAt,
      };
    });
}

/** One badge with the student's progress, or 404. */
export async function findBadge(db: Queryable, studentId: string, badgeId: string) {
  const badge = (await loadBadges(db, studentId)).find((b) => b.id === badgeId);
  if (!badge) throw notFound('Badge');
  return badge;
}

const alreadyClaimed = () => new HttpError(409, 'You have already claimed this badge');

/** Claims a badge whose requirements are met, recorded with its date. */
export async function claimBadge(
  db: Queryable,
  studentId: string,
  badgeId: string,
  at: string,
): Promise<BadgeView> {
  const badge = await findBadge(db, studentId, badgeId);
  if (badge.status === 'claimed') throw alreadyClaimed();
  if (badge.status !== 'claimable') {
    throw new HttpError(409, 'This badge’s requirements are not met yet');
  }
  try {
    await insertBadgeClaim(db, badge.id, studentId, at);
  } catch (err) {
    // Two tabs claiming at once: the second finds the first's claim.
    if (isUniqueViolation(err)) throw alreadyClaimed();
    throw err;
  }
  return { ...badge, status: 'claimed', progress: 100, claimed_at: at };
}
