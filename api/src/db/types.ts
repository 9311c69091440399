import type { Kysely } from 'kysely';
import type {
  CatalogueQuestsTable,
  QuestTasksTable,
  TaskSubjectsTable,
  EnrolmentsTable,
  EnrolmentHistoryTable,
  StudentTasksTable,
  TaskCompletionsTable,
  XpLedgerTable,
  EvidenceTable,
  EvidenceFilesTable,
} from './tables/learning';
import type {
  FamilyLinkRequestsTable,
  PrivateQuestsTable,
  ObserverInvitationsTable,
  ObserverReadsTable,
  ObserverCheersTable,
  ObserverEncouragementsTable,
} from './tables/family';
import type {
  FriendRequestsTable,
  FriendshipsTable,
  DirectMessagesTable,
  UserBlocksTable,
  MessageReportsTable,
  MessageReportItemsTable,
} from './tables/community';
import type {
  StudentProfilesTable,
  DiplomasTable,
  FamilyReviewSettingsTable,
  PortfolioTaskVisibilityTable,
} from './tables/records';
import type {
  TutorConversationsTable,
  TutorMessagesTable,
  TutorSettingsTable,
  SafetyIncidentsTable,
} from './tables/tutor';
import type { BadgeRecommendationsTable } from './tables/staff';
import type { CampaignVisitsTable, LeadsTable, SignupCampaignsTable } from './tables/leads';
import type { MailOutboxTable } from './tables/mail';
import type { PlatformErrorCountsTable, PlatformSharedObservationsTable } from './tables/platform';
import type {
  EvaluationRemindersTable,
  EvaluationsTable,
  EvaluatorLinksTable,
  EvaluatorLinkViewsTable,
  LearningTargetsTable,
} from './tables/evaluator';
import type { IdempotencyKeysTable } from './tables/idempotency';
import type { ReleaseChannelsTable, ReleasesTable } from './tables/releases';
import type {
  CredentialIssuerKeysTable,
  CredentialStatusListsTable,
  CredentialsTable,
} from './tables/credentials';
import type { Pillar, Role, Tier } from '@optio/contracts';

/** Timestamps are ISO-8601 UTC strings (same format on both engines, so they compare as text). */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  subscription_tier: Tier | null;
  date_of_birth: string | null;
  phone_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  parent_email: string | null;
  email_verified_at: string | null;
  /** 1 while an under-13 account waits for (or lost) parental consent. */
  consent_required: number;
  consent_granted_at: string | null;
  is_active: number;
  terms_accepted_at: string | null;
  password_changed_at: string;
  created_at: string;
  updated_at: string;
  /** Migration 014: the interface language, `en` or `es` (all a validated body can write); null when never chosen. */
  language: 'en' | 'es' | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: string;
  idle_expires_at: string;
  family_expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
  /** What rotating this token minted, sealed (migration 015); null outside the grace window. */
  successor_sealed: string | null;
}

/** What the authorization hook reads on every request: the view fields plus the account state. */
export const AUTH_USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'role',
  'subscription_tier',
  'created_at',
  'is_active',
  'email_verified_at',
  'consent_required',
  'consent_granted_at',
  'password_changed_at',
  'language',
] as const;
export type AuthUser = Pick<UsersTable, (typeof AUTH_USER_COLUMNS)[number]>;

export type EmailTokenPurpose =
  'verify_email' | 'reset_password' | 'parental_consent' | 'consent_revoke' | 'sign_in_link';

export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ParentalConsentsTable {
  id: string;
  child_id: string;
  parent_email: string;
  statement_version: string;
  consented_at: string;
  ip: string | null;
  user_agent: string | null;
  revoked_at: string | null;
  /** Migration 017: the signed-in parent account that consented (null for older consents). */
  parent_id: string | null;
}

export interface SiteSettingsTable {
  key: string;
  value: string | null;
  updated_at: string;
}

export interface ParentChildLinksTable {
  parent_id: string;
  child_id: string;
  created_at: string;
}

export interface ObserverLinksTable {
  observer_id: string;
  student_id: string;
  created_at: string;
}

export interface AdvisorStudentsTable {
  advisor_id: string;
  student_id: string;
  assigned_by: string | null;
  created_at: string;
}

/** A row of `audit_log` (migration 005): `details` is JSON text. */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: string;
  created_at: string;
}

/** Migration 006: badges and what students claimed. */
export interface BadgesTable {
  id: string;
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: Pillar;
  image_key: string | null;
  image_mime: string | null;
  min_quests: number;
  min_xp: number;
  is_active: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BadgeQuestsTable {
  badge_id: string;
  quest_id: string;
}

export interface BadgeClaimsTable {
  id: string;
  badge_id: string;
  student_id: string;
  claimed_at: string;
}

export type PortfolioItemSource = 'upload' | 'parent';
export type PortfolioItemStatus = 'accepted' | 'pending' | 'declined';

/** Migration 006: portfolio work that is not a task completion. */
export interface PortfolioItemsTable {
  id: string;
  student_id: string;
  source: PortfolioItemSource;
  added_by: string;
  status: PortfolioItemStatus;
  title: string;
  description: string;
  /** One of the pillars (the upload and parent forms validate it), or none. */
  pillar: Pillar | null;
  link_url: string | null;
  file_key: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  work_date: string | null;
  is_public: number;
  confidential: number;
  created_at: string;
  decided_at: string | null;
  /** Migration 012: 1 while flagged text waits for staff (kept private until released). */
  safety_hold: number;
}

export type VisibilityTarget = 'diploma' | 'portfolio';
export type VisibilityRequestStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

/** Migration 006: an under-13 student's request that a parent approve going public. */
export interface VisibilityRequestsTable {
  id: string;
  student_id: string;
  target: VisibilityTarget;
  status: VisibilityRequestStatus;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
}

/** Every table of the platform: the one type every store queries against. */
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  parental_consents: ParentalConsentsTable;
  site_settings: SiteSettingsTable;
  parent_child_links: ParentChildLinksTable;
  observer_links: ObserverLinksTable;
  advisor_students: AdvisorStudentsTable;
  audit_log: AuditLogTable;
  quests: CatalogueQuestsTable;
  badges: BadgesTable;
  badge_quests: BadgeQuestsTable;
  badge_claims: BadgeClaimsTable;
  portfolio_items: PortfolioItemsTable;
  visibility_requests: VisibilityRequestsTable;
  quest_tasks: QuestTasksTable;
  task_subjects: TaskSubjectsTable;
  enrolments: EnrolmentsTable;
  enrolment_history: EnrolmentHistoryTable;
  student_tasks: StudentTasksTable;
  task_completions: TaskCompletionsTable;
  xp_ledger: XpLedgerTable;
  evidence: EvidenceTable;
  evidence_files: EvidenceFilesTable;
  family_link_requests: FamilyLinkRequestsTable;
  private_quests: PrivateQuestsTable;
  observer_invitations: ObserverInvitationsTable;
  observer_reads: ObserverReadsTable;
  observer_cheers: ObserverCheersTable;
  observer_encouragements: ObserverEncouragementsTable;
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  direct_messages: DirectMessagesTable;
  user_blocks: UserBlocksTable;
  message_reports: MessageReportsTable;
  message_report_items: MessageReportItemsTable;
  student_profiles: StudentProfilesTable;
  diplomas: DiplomasTable;
  family_review_settings: FamilyReviewSettingsTable;
  portfolio_task_visibility: PortfolioTaskVisibilityTable;
  tutor_conversations: TutorConversationsTable;
  tutor_messages: TutorMessagesTable;
  tutor_settings: TutorSettingsTable;
  safety_incidents: SafetyIncidentsTable;
  badge_recommendations: BadgeRecommendationsTable;
  leads: LeadsTable;
  signup_campaigns: SignupCampaignsTable;
  campaign_visits: CampaignVisitsTable;
  idempotency_keys: IdempotencyKeysTable;
  mail_outbox: MailOutboxTable;
  evaluator_links: EvaluatorLinksTable;
  evaluator_link_views: EvaluatorLinkViewsTable;
  evaluations: EvaluationsTable;
  learning_targets: LearningTargetsTable;
  evaluation_reminders: EvaluationRemindersTable;
  releases: ReleasesTable;
  release_channels: ReleaseChannelsTable;
  platform_shared_observations: PlatformSharedObservationsTable;
  platform_error_counts: PlatformErrorCountsTable;
  credential_issuer_keys: CredentialIssuerKeysTable;
  credential_status_lists: CredentialStatusListsTable;
  credentials: CredentialsTable;
}

/** What a store function queries through: the app's Kysely instance or a transaction of it. */
export type Queryable = Kysely<Database>;
