import type { Queryable } from '../../../db/types';
import { loadCredits } from '../credits/service';
import { loadProfile } from '../profile/profiles';
import { findDateOfBirth } from '../profile/store';
import type { CreditReport } from '../rules';
import { setVisibility, visibilityState } from '../visibility/service';
import { findDiploma, findSubscriptionTier } from './store';

export interface DiplomaState {
  issued_at: string | null;
  accredited: boolean;
  /** Who signed the diploma off (null until a reviewer does). */
  signed_off_by: { name: string; role: 'advisor' | 'parent' } | null;
}

/**
 * The diploma is issued when the (reviewed) credits are met and a reviewer signs it off: the
 * student's advisor, or a linked parent where the family has no advisor (records/review). Once
 * signed off it is kept, even if an admin later raises the requirements. Accredited only for the
 * academy tier (enterprise) and an advisor's sign-off: a parent's sign-off never accredits.
 */
export async function diplomaState(db: Queryable, studentId: string): Promise<DiplomaState> {
  const [row, tier] = await Promise.all([
    findDiploma(db, studentId),
    findSubscriptionTier(db, studentId),
  ]);
  if (!row?.signed_off_at || !row.signer_role) {
    return { issued_at: null, accredited: false, signed_off_by: null };
  }
  return {
    issued_at: row.signed_off_at,
    accredited: tier === 'enterprise' && row.signer_role === 'advisor',
    signed_off_by: {
      name: `${row.signer_first_name ?? ''} ${row.signer_last_name ?? ''}`.trim(),
      role: row.signer_role,
    },
  };
}

/** 'issued', 'awaiting_signoff' (credits met, no sign-off yet) or 'in_progress'. */
export function diplomaStatus(diploma: DiplomaState, report: CreditReport) {
  if (diploma.issued_at) return 'issued' as const;
  return report.requirements_met ? ('awaiting_signoff' as const) : ('in_progress' as const);
}

/** The student's diploma: issued or what is missing, accreditation and visibility. */
export async function diplomaView(db: Queryable, studentId: string, now: Date) {
  const [{ report }, profile, dob] = await Promise.all([
    loadCredits(db, studentId),
    loadProfile(db, studentId),
    findDateOfBirth(db, studentId),
  ]);
  const diploma = await diplomaState(db, studentId);
  const visibility = await visibilityState(db, profile, 'diploma', dob, now);
  return {
    status: diplomaStatus(diploma, report),
    issued_at: diploma.issued_at,
    accredited: diploma.accredited,
    signed_off_by: diploma.signed_off_by,
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
