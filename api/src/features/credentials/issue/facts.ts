import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import {
  diplomaState,
  isPublic,
  loadBadges,
  loadCredits,
  loadProfile,
  pillarTotals,
  SUBJECT_LABELS,
} from '../../records';
import type { BadgeFacts, CourseFacts, DiplomaFacts, PillarFacts } from './achievements';
import type { Recipient } from './envelope';
import { findStudentIdentity } from './store';

/**
 * What the student's records attest, read through records' own services so a credential says
 * only what the student's pages say: claimed badges, a signed-off diploma, reviewed credits.
 */
export async function recipientOf(
  db: Queryable,
  studentId: string,
  shareTarget: 'diploma' | 'portfolio',
): Promise<Recipient & { shared: boolean; portfolioUrl: string | null }> {
  const user = await findStudentIdentity(db, studentId);
  if (user?.role !== 'student') throw new HttpError(404, 'Student not found');
  const profile = await loadProfile(db, studentId);
  // The name goes into a credential only once the student (or, under 13, a parent) made the
  // matching page public: the same consent as the public diploma and portfolio.
  const shared = await isPublic(db, profile, shareTarget);
  const portfolioPublic =
    shareTarget === 'portfolio' ? shared : await isPublic(db, profile, 'portfolio');
  return {
    email: user.email,
    name: shared ? `${user.first_name} ${user.last_name}`.trim() : null,
    shared,
    portfolioUrl:
      portfolioPublic && profile.portfolio_slug ? `/portfolio/${profile.portfolio_slug}` : null,
  };
}

export async function badgeFacts(
  db: Queryable,
  studentId: string,
  badgeId: string,
  publicUrl: string,
): Promise<BadgeFacts> {
  const badge = (await loadBadges(db, studentId)).find((b) => b.id === badgeId);
  if (!badge?.claimed_at) throw new HttpError(404, 'No claimed badge with this id');
  return {
    id: badge.id,
    name: badge.name,
    description: badge.description,
    pillar: badge.primary_pillar,
    imageUrl: badge.image_url ? `${publicUrl}${badge.image_url}` : null,
    minQuests: badge.min_quests,
    minXp: badge.min_xp,
    quests: badge.quests.map((q) => q.title),
    claimedAt: badge.claimed_at,
  };
}

export async function diplomaFacts(db: Queryable, studentId: string): Promise<DiplomaFacts> {
  const [diploma, { report }] = await Promise.all([
    diplomaState(db, studentId),
    loadCredits(db, studentId),
  ]);
  if (!diploma.issued_at || !diploma.signed_off_by) {
    throw new HttpError(409, 'The diploma has not been signed off yet');
  }
  return {
    signedOffAt: diploma.issued_at,
    signedOffBy: diploma.signed_off_by,
    creditsEarned: report.total_earned,
    creditsRequired: report.total_required,
    accredited: diploma.accredited,
  };
}

/** Subjects with reviewed credits and pillars with reviewed XP (nothing pending or returned). */
export async function transcriptFacts(
  db: Queryable,
  studentId: string,
  evidence: { url: string; name: string }[],
): Promise<{ courses: CourseFacts[]; pillars: PillarFacts[] }> {
  const { report, ledger } = await loadCredits(db, studentId);
  const courses = report.subjects
    .filter((s) => s.earned > 0)
    .map((s) => ({
      subject: s.subject,
      label: SUBJECT_LABELS[s.subject],
      credits: s.earned,
      xp: s.xp,
      evidence,
    }));
  const pillars = Object.entries(pillarTotals(ledger))
    .filter(([, xp]) => xp > 0)
    .map(([pillar, xp]) => ({ pillar, xp, evidence }));
  if (courses.length === 0 && pillars.length === 0) {
    throw new HttpError(409, 'The transcript has no reviewed credits yet');
  }
  return { courses, pillars };
}
