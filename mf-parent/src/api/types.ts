// Shapes of the family API answers (api/src/features/family, api/README.md "Family").
export type Pillar = 'stem' | 'wellness' | 'communication' | 'civics' | 'art';
export const PILLARS: Pillar[] = ['stem', 'wellness', 'communication', 'civics', 'art'];

export interface Person {
  id: string;
  first_name: string;
  last_name: string;
}

export interface FamilyLinks {
  linked: (Person & { since: string })[];
  sent: { id: string; email: string; created_at: string }[];
  received: { id: string; from: Person; created_at: string }[];
  /** Parents asking to link to a child under 13 whose consent you gave: you decide. */
  to_approve: { id: string; from: Person; child: Person; created_at: string }[];
}

/** GET /api/parent/children/{id}/consent: the consent you gave and what is stored. */
export interface ChildConsent {
  child: Person & { email: string; date_of_birth: string | null; created_at: string };
  consented_at: string;
  statement_version: string;
  withdrawn_at: string | null;
  deletion_scheduled_for: string | null;
}

export interface QuestSummary {
  id: string;
  title: string;
  short_description: string;
  pillars: Pillar[];
  total_xp: number;
  task_count: number;
  enrolment: {
    status: string;
    tasks_completed: number;
    tasks_total: number;
    xp_earned: number;
    due_date: string | null;
  } | null;
}

export interface CalendarItem {
  kind: 'quest' | 'task';
  id: string;
  quest_id: string;
  title: string;
  quest_title: string;
  due_date: string;
  completed: boolean;
}

export interface ParentEvidenceItem {
  id: string;
  /** null while held by the safety screen. */
  title: string | null;
  description: string | null;
  pillar: Pillar | null;
  status: 'pending' | 'accepted' | 'declined';
  file_name: string | null;
  link_url: string | null;
  work_date: string | null;
  created_at: string;
  decided_at: string | null;
  held: boolean;
}

export interface ChildDashboard {
  child: Person;
  xp_total: number;
  xp_by_pillar: Record<Pillar, number>;
  level: { name: string; min_xp: number; next: { name: string; min_xp: number } | null };
  streak_days: number;
  active_quests: QuestSummary[];
  recent_completions: {
    task_id: string;
    task_title: string;
    quest_id: string;
    quest_title: string;
    pillar: Pillar;
    xp: number;
    completed_at: string;
  }[];
  upcoming: CalendarItem[];
  weekly_wins: {
    tasks_completed: number;
    xp: number;
    quests_completed: number;
    highlights: { task_id: string; title: string; pillar: Pillar }[];
  };
  rhythm: { status: 'in_flow' | 'needs_support'; overdue: number; last_activity_at: string | null };
  approvals: {
    visibility_requests: { id: string; target: 'diploma' | 'portfolio'; created_at: string }[];
    parent_evidence: ParentEvidenceItem[];
  };
}

export interface WeekPoint {
  week_start: string;
  xp: number;
  tasks: number;
  cumulative_xp: number;
}

export interface Insights {
  pillars: { pillar: Pillar; xp: number; share: number }[];
  strongest: Pillar | null;
  to_explore: Pillar | null;
  streak_days: number;
  longest_streak_days: number;
  active_days_30: number;
  tasks_completed_30: number;
}

export interface Evidence {
  id: string;
  kind: 'text' | 'link' | 'file';
  text: string | null;
  url: string | null;
  file: { id: string; name: string; mime: string; size: number; download_url: string } | null;
  confidential: boolean;
  /** Held by the safety screen: its text is withheld until Optio staff release it. */
  held: boolean;
  created_at: string;
}

export interface ChildTask {
  child: Person;
  quest: { id: string; title: string };
  task: {
    id: string;
    title: string;
    description: string;
    pillar: Pillar;
    xp: number;
    due_date: string | null;
    completed_at: string | null;
    evidence: Evidence[];
  };
}

export interface Completions {
  items: {
    task_id: string;
    task_title: string;
    quest_title: string;
    pillar: Pillar;
    xp: number;
    completed_at: string;
    confidential: boolean;
    evidence_count: number;
  }[];
  page: number;
  page_size: number;
  total: number;
}

export interface Observers {
  observers: (Person & { email: string; since: string })[];
  invitations: {
    id: string;
    email: string;
    created_at: string;
    expires_at: string;
    expired: boolean;
  }[];
  reads: { observer_id: string; first_name: string; last_name: string; what: string; at: string }[];
  encouragements: {
    id: string;
    first_name: string;
    last_name: string;
    message: string;
    created_at: string;
  }[];
}

export interface FeedItem {
  kind: 'completion' | 'portfolio';
  id: string;
  title: string;
  quest_title: string | null;
  description: string;
  pillar: Pillar | null;
  xp: number | null;
  at: string;
  evidence: { kind: 'text' | 'link'; text: string | null; url: string | null }[];
  link_url: string | null;
  cheers: number;
  cheered_by_me: boolean;
}

export interface InvitationPreview {
  email: string;
  child_first_name: string;
  parent_name: string;
  expires_at: string;
  has_account: boolean;
}
