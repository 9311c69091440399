import type { Queryable } from '../../../db/types';
import { loadCredits } from '../credits/service';
import { loadProfile } from '../profile/profiles';
import { findDateOfBirth } from '../profile/store';
import type { CreditReport } from '../rules';
import { setVisibility, visibilityState } from '../visibility/service';
import { findDiplomaIssuedAt, findSubscriptionTier, insertDiplomaIfMissing } from './store';

export interface DiplomaState {
  issued_at: string | null;
  accredited: boolean;
}

/**
 * The diploma is issued the first time the requirements are found met (and then kept, even if an
 * admin later raises the requirements). Accredited for the academy tier (enterprise).
 */
export async function ensureDiploma(
  db: Queryable,
  studentId: string,
  report: CreditReport,
  now: Date,
): Promise<DiplomaState> {
  const [issuedAt, tier] = await Promise.all([
    findDiplomaIssuedAt(db, studentId),
    findSubscriptionTier(db, studentId),
  ]);
  const accredited = tier === 'enterprise';
  if (issuedAt) return { issued_at: issuedAt, accredited };
  if (!report.requirements_met) return { issued_at: null, accredited };
  await insertDiplomaIfMissing(db, studentId, now.toISOString(), report.total_earned);
  const stored = await findDiplomaIssuedAt(db, studentId);
  if (!stored) throw new Error('The diploma row was not written');
  return { issued_at: stored, accredited };
}

/** The student's diploma: issued or what is missing, accreditation and visibility. */
export async function diplomaView(db: Queryable, studentId: string, now: Date) {
  const [{ report }, profile, dob] = await Promise.all([
    loadCredits(db, studentId),
    loadProfile(db, studentId),
    findDateOfBirth(db, studentId),
  ]);
  const diploma = await ensureDiploma(db, studentId, report, now);
  const visibility = await visibilityState(db, profile, 'diploma', dob, now);
  return {
    status: diploma.issued_at ? 'issued' : 'in_progress',
    issued_at: diploma.issued_at,
    accredited: diploma.accredited,
    credits_earned: report.total_earned,
    credits_missing: report.total_missing,
    credits_required: report.total_required,
    missing: report.subjects
      .filter((s) => !s.met)
      .map((s) => ({
        subject: s.subject,
        credits: Math.round((s.required - s.counted) * 10) / 10,
        xp: s.xp_to_requirement,
      })),
    ...visibility,
    public_path: `/public/diploma/${studentId}`,
  };
}

/** Makes the diploma public or private (under 13: public asks a parent first). */
export async function setDiplomaVisibility(
  db: Queryable,
  studentId: string,
  wantPublic: boolean,
  now: Date,
) {
  const dob = await findDateOfBirth(db, studentId);
  await setVisibility(db, studentId, 'diploma', wantPublic, dob, now);
  const profile = await loadProfile(db, studentId);
  return visibilityState(db, profile, 'diploma', dob, now);
}
