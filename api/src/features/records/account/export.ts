import type { Queryable } from '../../../db/types';
import { parseSubjects } from '../../learning';
import { loadBadges } from '../badges/service';
import { loadCredits } from '../credits/service';
import { loadPortfolio } from '../portfolio/entries';
import { loadProfile } from '../profile/profiles';
import {
  findAccountForExport,
  findDiplomaForExport,
  listEnrolmentsForExport,
  listEvidenceFilesForExport,
  listEvidenceForExport,
  listLedgerForExport,
  listTasksForExport,
  listVisibilityRequestsForExport,
} from './export-store';
import { exportConnections } from './export-social';

/**
 * Everything stored about a user, as JSON (GDPR-style access): account, profile, learning
 * history with evidence, XP, badges, credits, diploma, portfolio, requests, friends, messages,
 * tutor conversations and family links. Secrets (password
 * hash, token hashes) are left out; file contents are referenced by name, not embedded.
 */
export async function exportUserData(db: Queryable, userId: string, now: Date) {
  const [user, profile, enrolments, tasks, evidence, files, ledger, portfolio, requests, diploma] =
    await Promise.all([
      findAccountForExport(db, userId),
      loadProfile(db, userId),
      listEnrolmentsForExport(db, userId),
      listTasksForExport(db, userId),
      listEvidenceForExport(db, userId),
      listEvidenceFilesForExport(db, userId),
      listLedgerForExport(db, userId),
      loadPortfolio(db, userId),
      listVisibilityRequestsForExport(db, userId),
      findDiplomaForExport(db, userId),
    ]);
  const [badges, credits, connections] = await Promise.all([
    loadBadges(db, userId),
    loadCredits(db, userId),
    exportConnections(db, userId),
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
