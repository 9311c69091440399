import { SUBJECTS, type Subject } from '../learning/tables';
/**
 * The pure rules of student records: badge progress and credits. No database here, so the
 * arithmetic is unit-tested on its own (test: rules.test.ts).
 */

export interface BadgeRequirement {
  min_quests: number;
  min_xp: number;
}

export interface BadgeProgress {
  quests_completed: number;
  xp_earned: number;
  /** 0..1: the mean of the two ratios, each capped at 1. */
  progress: number;
  requirements_met: boolean;
}

/** A requirement of 0 is met from the start (ratio 1). */
const ratio = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));

export function badgeProgress(
  req: BadgeRequirement,
  questsCompleted: number,
  xpEarned: number,
): BadgeProgress {
  const progress = Math.min(
    1,
    (ratio(questsCompleted, req.min_quests) + ratio(xpEarned, req.min_xp)) / 2,
  );
  return {
    quests_completed: questsCompleted,
    xp_earned: xpEarned,
    progress,
    requirements_met: questsCompleted >= req.min_quests && xpEarned >= req.min_xp,
  };
}

export type CreditRequirements = Record<Subject, number>;

export interface CreditSettings {
  xp_per_credit: number;
  /** Credits the diploma needs in all (at least the sum of the subject requirements). */
  total_required: number;
  requirements: CreditRequirements;
}

export { DEFAULT_CREDIT_SETTINGS } from '@optio/contracts/roles';

export interface SubjectCredits {
  subject: Subject;
  xp: number;
  /** Credits from this subject's own XP (rounded to 0.1). */
  earned: number;
  required: number;
  /**
   * Credits counted toward this subject's requirement, at most the requirement; electives count
   * their own credits plus every other subject's overflow, without a cap.
   */
  counted: number;
  /** Credits beyond the requirement, moved to electives (0 for electives). */
  overflow: number;
  met: boolean;
  /** XP still needed (in this subject) to meet the requirement; 0 when met. */
  xp_to_requirement: number;
  /** XP still needed in this subject for its next whole credit. */
  xp_to_next_credit: number;
}

export interface CreditReport {
  xp_per_credit: number;
  subjects: SubjectCredits[];
  /** All credits earned (every credit counts: beyond a subject's requirement, as an elective). */
  total_earned: number;
  total_required: number;
  /** Credits still missing from the total (0 when reached). */
  total_missing: number;
  /** Every subject's requirement met and the total reached. */
  requirements_met: boolean;
}

// Everything is done in tenths of a credit (integers), so 0.1 + 0.2 problems never show.
const tenths = (credits: number) => Math.round(credits * 10);
const fromTenths = (n: number) => n / 10;

/** XP to credits at the given rate, rounded to the nearest 0.1. */
export function creditsFromXp(xp: number, xpPerCredit: number): number {
  return fromTenths(Math.round((xp * 10) / xpPerCredit));
}

/** The smallest XP whose rounded credits reach `credits` (with rounding to 0.1 half up). */
function xpFor(creditsTenths: number, xpPerCredit: number): number {
  if (creditsTenths <= 0) return 0;
  return Math.ceil(((creditsTenths - 0.5) * xpPerCredit) / 10);
}

export function creditReport(
  xpBySubject: Partial<Record<Subject, number>>,
  settings: CreditSettings,
): CreditReport {
  const rate = settings.xp_per_credit;
  let overflowTenths = 0;
  const rows: SubjectCredits[] = [];
  for (const subject of SUBJECTS) {
    if (subject === 'electives') continue;
    const xp = xpBySubject[subject] ?? 0;
    const earned = Math.round((xp * 10) / rate);
    const required = tenths(settings.requirements[subject]);
    const counted = Math.min(earned, required);
    const overflow = earned - counted;
    overflowTenths += overflow;
    rows.push(row(subject, xp, earned, required, counted, overflow, rate));
  }
  const electiveXp = xpBySubject.electives ?? 0;
  const electiveOwn = Math.round((electiveXp * 10) / rate);
  const electiveRequired = tenths(settings.requirements.electives);
  const electiveCounted = electiveOwn + overflowTenths;
  const electives = row(
    'electives',
    electiveXp,
    electiveOwn,
    electiveRequired,
    electiveCounted,
    0,
    rate,
  );
  // Overflow from other subjects also fills electives: only the rest needs elective XP.
  const electiveGap = Math.max(0, electiveRequired - electiveOwn - overflowTenths);
  electives.xp_to_requirement =
    electiveGap === 0 ? 0 : Math.max(0, xpFor(electiveOwn + electiveGap, rate) - electiveXp);
  electives.met = electiveCounted >= electiveRequired;
  rows.push(electives);

  const totalEarned = rows.reduce((a, r) => a + tenths(r.earned), 0);
  const totalRequired = Math.max(
    tenths(settings.total_required),
    rows.reduce((a, r) => a + tenths(r.required), 0),
  );
  return {
    xp_per_credit: rate,
    subjects: rows,
    total_earned: fromTenths(totalEarned),
    total_required: fromTenths(totalRequired),
    total_missing: fromTenths(Math.max(0, totalRequired - totalEarned)),
    requirements_met: rows.every((r) => r.met) && totalEarned >= totalRequired,
  };
}

function row(
  subject: Subject,
  xp: number,
  earned: number,
  required: number,
  counted: number,
  overflow: number,
  rate: number,
): SubjectCredits {
  const nextWhole = Math.floor(earned / 10) * 10 + 10;
  return {
    subject,
    xp,
    earned: fromTenths(earned),
    required: fromTenths(required),
    counted: fromTenths(counted),
    overflow: fromTenths(overflow),
    met: counted >= required,
    xp_to_requirement: counted >= required ? 0 : Math.max(0, xpFor(required, rate) - xp),
    xp_to_next_credit: Math.max(0, xpFor(nextWhole, rate) - xp),
  };
}

/** Sums the `{ subject, xp }` splits of XP ledger rows per subject (unknown subjects ignored). */
export function xpBySubject(
  splits: Iterable<{ subject: string; xp: number }[]>,
): Partial<Record<Subject, number>> {
  const out: Partial<Record<Subject, number>> = {};
  for (const split of splits) {
    for (const part of split) {
      if (!(SUBJECTS as readonly string[]).includes(part.subject)) continue;
      if (typeof part.xp !== 'number' || !Number.isFinite(part.xp)) continue;
      const s = part.subject as Subject;
      out[s] = (out[s] ?? 0) + part.xp;
    }
  }
  return out;
}
