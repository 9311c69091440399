import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { m001Initial } from './migrations/001_initial';
import { m002Learning } from './migrations/002_learning';
import { m003Leads } from './migrations/003_leads';
import { m004AdvisorStudents } from './migrations/004_advisor_students';
import { m005AuditLog } from './migrations/005_audit_log';
import { m006BadgesPortfolio } from './migrations/006_badges_portfolio';
import { m010Tutor } from './migrations/010_tutor';
import { m007Records } from './migrations/007_records';
import { m008Social } from './migrations/008_social';
import { m009Family } from './migrations/009_family';
import { m011Staff } from './migrations/011_staff';
import { m012SafetySurfaces } from './migrations/012_safety_surfaces';
import { m013Idempotency } from './migrations/013_idempotency';
import { m014UserLanguage } from './migrations/014_user_language';
import { m015SessionSecurity } from './migrations/015_session_security';
import { m017ParentConsent } from './migrations/017_parent_consent';
import { m018MinorSafety } from './migrations/018_minor_safety';
import { m019MailOutbox } from './migrations/019_mail_outbox';
import { m020Review } from './migrations/020_review';
import { m021EvaluatorPortfolio } from './migrations/021_evaluator_portfolio';
import { m023Marketing } from './migrations/023_marketing';
import { m024Credentials } from './migrations/024_credentials';
import { m025Releases } from './migrations/025_releases';
import { m026PlatformEvents } from './migrations/026_platform_events';
import { m027AuditTargetIndex } from './migrations/027_audit_target_index';
import { m028CredentialsIssuedOnce } from './migrations/028_credentials_issued_once';
import { m029ReleaseRetiredAt } from './migrations/029_release_retired_at';

/** Versioned, forward-only: names sort in order; there are no `down` steps. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001Initial,
  '002_learning': m002Learning,
  '003_leads': m003Leads,
  '004_advisor_students': m004AdvisorStudents,
  '005_audit_log': m005AuditLog,
  '006_badges_portfolio': m006BadgesPortfolio,
  '010_tutor': m010Tutor,
  '007_records': m007Records,
  '008_social': m008Social,
  '009_family': m009Family,
  '011_staff': m011Staff,
  '012_safety_surfaces': m012SafetySurfaces,
  '013_idempotency': m013Idempotency,
  '014_user_language': m014UserLanguage,
  '015_session_security': m015SessionSecurity,
  '017_parent_consent': m017ParentConsent,
  '018_minor_safety': m018MinorSafety,
  '019_mail_outbox': m019MailOutbox,
  '020_review': m020Review,
  '021_evaluator_portfolio': m021EvaluatorPortfolio,
  '023_marketing': m023Marketing,
  '024_credentials': m024Credentials,
  '025_releases': m025Releases,
  '026_platform_events': m026PlatformEvents,
  '027_audit_target_index': m027AuditTargetIndex,
  '028_credentials_issued_once': m028CredentialsIssuedOnce,
  '029_release_retired_at': m029ReleaseRetiredAt,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Applies pending migrations; returns the names applied in this run. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Applies pending migrations up to and including `name` (tests build a database as an older
 * release left it, to check what a later migration does to its rows).
 */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<string[]> {
  if (!(name in MIGRATIONS)) throw new Error(`No migration named ${name}`);
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
