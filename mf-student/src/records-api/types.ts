// Types of the records API (api/README.md "Records"), as mf-student reads them.
import type { Pillar, Subject } from '../api/types';

export type BadgeStatus = 'claimed' | 'claimable' | 'in_progress' | 'not_started';

export interface Badge {
  id: string;
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: Pillar;
  image_url: string | null;
  min_quests: number;
  min_xp: number;
  quests: { id: string; title: string; completed: boolean; xp_earned: number }[];
  quests_completed: number;
  xp_earned: number;
  /** 0..100 */
  progress: number;
  status: BadgeStatus;
  claimed_at: string | null;
}

export interface SubjectCredits {
  subject: Subject;
  xp: number;
  earned: number;
  required: number;
  counted: number;
  overflow: number;
  met: boolean;
  xp_to_requirement: number;
  xp_to_next_credit: number;
}

export interface CreditReport {
  xp_per_credit: number;
  subjects: SubjectCredits[];
  total_earned: number;
  total_required: number;
  total_missing: number;
  requirements_met: boolean;
}

export interface TranscriptQuest {
  quest_id: string;
  title: string;
  xp: number;
  credits: number;
  first_at: string;
  last_at: string;
  completed_at: string | null;
}

export interface Transcript {
  student: { id: string; first_name: string; last_name: string };
  generated_at: string;
  xp_per_credit: number;
  subjects: (SubjectCredits & { quests: TranscriptQuest[] })[];
  pillars: Record<Pillar, number>;
  total_xp: number;
  totals: { earned: number; required: number };
  diploma: { issued_at: string | null; accredited: boolean };
}

export interface Visibility {
  public: boolean;
  pending_request: { id: string; created_at: string } | null;
  needs_parent_approval: boolean;
}

export interface Diploma extends Visibility {
  status: 'issued' | 'in_progress';
  issued_at: string | null;
  accredited: boolean;
  credits_earned: number;
  credits_missing: number;
  credits_required: number;
  missing: { subject: Subject; credits: number; xp: number }[];
  public_path: string;
}

export interface PortfolioEvidence {
  id: string;
  kind: 'text' | 'link' | 'file';
  text: string | null;
  url: string | null;
  confidential: boolean;
  /** Held by the safety screen: private until Optio's safety team releases it. */
  held: boolean;
  file: { id: string; name: string; mime: string; size: number } | null;
  file_url: string | null;
}

export interface PortfolioItem {
  id: string;
  source: 'task' | 'upload' | 'parent';
  status: 'accepted' | 'pending' | 'declined';
  title: string;
  description: string;
  pillar: Pillar | null;
  date: string;
  quest: { id: string; title: string } | null;
  xp: number | null;
  link_url: string | null;
  file: { name: string; mime: string; size: number } | null;
  file_url: string | null;
  evidence: PortfolioEvidence[];
  confidential: boolean;
  is_public: boolean;
  /** Its text is held by the safety screen: it cannot be made public until released. */
  held: boolean;
}

export interface Portfolio {
  slug: string | null;
  public_path: string | null;
  visibility: Visibility;
  items: PortfolioItem[];
}

export interface Profile {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  bio: string;
  avatar_url: string | null;
  portfolio_slug: string | null;
  language: 'en' | 'es' | null;
  portfolio: Visibility;
  diploma: Visibility;
  deletion: { requested_at: string; scheduled_for: string } | null;
}
