import { parseSubjects } from '../learning/tables';
import type { RecordsDb } from './tables';
import { loadBadges, loadCredits, loadProfile } from './data';
import { exportConnections } from './export-social';
import { loadPortfolio } from './portfolio';

/**
 * Everything stored about a user, as JSON (GDPR-style access): account, profile, learning
 * history with evidence, XP, badges, credits, diploma, portfolio, requests, friends, messages,
 * tutor conversations and family links. Secrets (password
 * hash, token hashes) are left out; file contents are referenced by name, not embedded.
 */
export async function exportUserData(k: RecordsDb, userId: string, now: Date) {
  const [user, profile, enrolments, tasks, evidence, files, ledger, portfolio, requests, diploma] =
    await Promise.all([
      k
        .selectFrom('users')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'role',
          'subscription_tier',
          'date_of_birth',
          'phone_number',
          'address_line1',
          'address_line2',
          'city',
          'state',
          'postal_code',
          'country',
          'parent_email',
          'email_verified_at',
          'created_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
      loadProfile(k, userId),
      k
        .selectFrom('enrolments')
        .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
        .select([
          'enrolments.id',
          'quests.title as quest_title',
          'enrolments.status',
          'enrolments.picked_up_at',
          'enrolments.completed_at',
          'enrolments.due_date',
        ])
        .where('enrolments.student_id', '=', userId)
        .execute(),
      k
        .selectFrom('student_tasks')
        .select(['id', 'quest_id', 'title', 'pillar', 'xp', 'completed_at', 'is_personal'])
        .where('student_id', '=', userId)
        .execute(),
      k
        .selectFrom('evidence')
        .select(['id', 'student_task_id', 'kind', 'text', 'url', 'confidential', 'created_at'])
        .where('student_id', '=', userId)
        .execute(),
      k
        .selectFrom('evidence_files')
        .select(['evidence_id', 'original_name', 'mime', 'size', 'created_at'])
        .where('student_id', '=', userId)
        .execute(),
      k
        .selectFrom('xp_ledger')
        .select(['student_task_id', 'quest_id', 'pillar', 'xp', 'subjects', 'created_at'])
        .where('student_id', '=', userId)
        .execute(),
      loadPortfolio(k, userId),
      k
        .selectFrom('visibility_requests')
        .select(['target', 'status', 'created_at', 'decided_at'])
        .where('student_id', '=', userId)
        .execute(),
      k.selectFrom('diplomas').selectAll().where('student_id', '=', userId).executeTakeFirst(),
    ]);
  const [badges, credits, connections] = await Promise.all([
    loadBadges(k, userId),
    loadCredits(k, userId),
    exportConnections(k as never, userId),
  ]);
  return {
    exported_at: now.toISOString(),
    account: user,
    profile: {
      bio: profile.bio,
      portfolio_slug: profile.portfolio_slug,
      portfolio_public: profile.portfolio_public === 1,
      diploma_public: profile.diploma_public === 1,
      language: profile.language,
      has_avatar: profile.avatar_key !== null,
      deletion_requested_at: profile.deletion_requested_at,
    },
    enrolments,
    tasks,
    evidence: evidence.map((e) => ({
      ...e,
      file: files.find((f) => f.evidence_id === e.id) ?? null,
    })),
    xp_ledger: ledger.map((l) => ({ ...l, subjects: parseSubjects(l.subjects) })),
    badges_claimed: badges
      .filter((b) => b.claimed_at)
      .map((b) => ({ name: b.name, claimed_at: b.claimed_at })),
    credits: credits.report,
    diploma: diploma ?? null,
    portfolio: portfolio.map((p) => ({
      id: p.id,
      source: p.source,
      status: p.status,
      title: p.title,
      description: p.description,
      date: p.date,
      is_public: p.is_public,
      confidential: p.confidential,
      link_url: p.link_url,
      file: p.file,
    })),
    visibility_requests: requests,
    ...connections,
  };
}
