import { parseSubjects, type Pillar, PILLARS } from '../learning/tables';
import { badgeProgress, creditReport, xpBySubject, type CreditReport } from './rules';
import { readCreditSettings } from './settings';
import type { RecordsDb, StudentProfilesTable } from './tables';

export interface LedgerRow {
  quest_id: string;
  quest_title: string;
  pillar: Pillar;
  xp: number;
  subjects: { subject: string; xp: number }[];
  created_at: string;
}

/** Every XP award of a student with its quest, oldest first. */
export async function loadLedger(k: RecordsDb, studentId: string): Promise<LedgerRow[]> {
  const rows = await k
    .selectFrom('xp_ledger')
    .innerJoin('quests', 'quests.id', 'xp_ledger.quest_id')
    .select([
      'xp_ledger.quest_id',
      'quests.title as quest_title',
      'xp_ledger.pillar',
      'xp_ledger.xp',
      'xp_ledger.subjects',
      'xp_ledger.created_at',
    ])
    .where('xp_ledger.student_id', '=', studentId)
    .orderBy('xp_ledger.created_at')
    .execute();
  return rows.map((r) => ({ ...r, xp: Number(r.xp), subjects: parseSubjects(r.subjects) }));
}

export function pillarTotals(ledger: LedgerRow[]): Record<Pillar, number> {
  const out = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const r of ledger) if (r.pillar in out) out[r.pillar] += r.xp;
  return out;
}

export async function loadCredits(
  k: RecordsDb,
  studentId: string,
): Promise<{ report: CreditReport; ledger: LedgerRow[] }> {
  const [settings, ledger] = await Promise.all([
    readCreditSettings(k as never),
    loadLedger(k, studentId),
  ]);
  return { report: creditReport(xpBySubject(ledger.map((r) => r.subjects)), settings), ledger };
}

export interface DiplomaState {
  issued_at: string | null;
  accredited: boolean;
}

/**
 * The diploma is issued the first time the requirements are found met (and then kept, even if an
 * admin later raises the requirements). Accredited for the academy tier (enterprise).
 */
export async function ensureDiploma(
  k: RecordsDb,
  studentId: string,
  report: CreditReport,
  now: Date,
): Promise<DiplomaState> {
  const [row, user] = await Promise.all([
    k
      .selectFrom('diplomas')
      .select('issued_at')
      .where('student_id', '=', studentId)
      .executeTakeFirst(),
    k
      .selectFrom('users')
      .select('subscription_tier')
      .where('id', '=', studentId)
      .executeTakeFirst(),
  ]);
  const accredited = user?.subscription_tier === 'enterprise';
  if (row) return { issued_at: row.issued_at, accredited };
  if (!report.requirements_met) return { issued_at: null, accredited };
  const issued_at = now.toISOString();
  await k
    .insertInto('diplomas')
    .values({ student_id: studentId, issued_at, credits_total: report.total_earned })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
  const stored = await k
    .selectFrom('diplomas')
    .select('issued_at')
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return { issued_at: stored.issued_at, accredited };
}

export type BadgeStatus = 'claimed' | 'claimable' | 'in_progress' | 'not_started';

export interface BadgeView {
  id: string;
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: string;
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
export async function loadBadges(k: RecordsDb, studentId: string): Promise<BadgeView[]> {
  const [badges, links, claims, enrolments, ledger] = await Promise.all([
    k.selectFrom('badges').selectAll().orderBy('name').execute(),
    k
      .selectFrom('badge_quests')
      .innerJoin('quests', 'quests.id', 'badge_quests.quest_id')
      .select(['badge_quests.badge_id', 'quests.id', 'quests.title'])
      .orderBy('quests.title')
      .execute(),
    k
      .selectFrom('badge_claims')
      .select(['badge_id', 'claimed_at'])
      .where('student_id', '=', studentId)
      .execute(),
    k
      .selectFrom('enrolments')
      .select(['quest_id', 'status'])
      .where('student_id', '=', studentId)
      .execute(),
    k
      .selectFrom('xp_ledger')
      .select(['quest_id', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
      .where('student_id', '=', studentId)
      .groupBy('quest_id')
      .execute(),
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

export type Profile = Omit<StudentProfilesTable, 'updated_at'>;

/** A student who never saved a profile: everything private, nothing set. */
const EMPTY_PROFILE = {
  bio: '',
  avatar_key: null,
  avatar_mime: null,
  portfolio_slug: null,
  portfolio_public: 0,
  diploma_public: 0,
  portfolio_private_since: null,
  diploma_private_since: null,
  language: null,
  deletion_requested_at: null,
} as const;

export async function loadProfile(k: RecordsDb, userId: string): Promise<Profile> {
  const row = await k
    .selectFrom('student_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { user_id: userId, ...EMPTY_PROFILE };
}

/** Creates the profile row when missing, then applies the change. */
export async function updateProfile(
  k: RecordsDb,
  userId: string,
  change: Partial<Omit<StudentProfilesTable, 'user_id' | 'updated_at'>>,
  at: string,
): Promise<void> {
  await k
    .insertInto('student_profiles')
    .values({ user_id: userId, ...EMPTY_PROFILE, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  if (Object.keys(change).length === 0) return;
  await k
    .updateTable('student_profiles')
    .set({ ...change, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}
