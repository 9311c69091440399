import type { Pillar, User } from '@optio/contracts';

export interface ProgressSummary {
  total_xp: number;
  level: string;
  active_quests: number;
}

export interface AssignedStudents {
  students: User[];
  progress: Record<string, ProgressSummary>;
}

export interface StudentDetail {
  student: Pick<User, 'id' | 'first_name' | 'last_name' | 'email'>;
  total_xp: number;
  level: { name: string; min_xp: number; next: { name: string; min_xp: number } | null };
  xp_by_pillar: Record<Pillar, number>;
  active_quests: { id: string; title: string; tasks_completed: number; tasks_total: number }[];
  badges_in_progress: {
    id: string;
    name: string;
    primary_pillar: Pillar;
    progress: number;
    status: string;
    quests_completed: number;
    min_quests: number;
    xp_earned: number;
    min_xp: number;
    recommended: boolean;
  }[];
  badges_earned: { id: string; name: string; claimed_at: string }[];
  recommendable_badges: { id: string; name: string; recommended: boolean }[];
  recent_evidence: {
    id: string;
    kind: 'text' | 'link' | 'file';
    /** Confidential: only the student and their parents may open it; shown to exist only. */
    confidential: boolean;
    text: string | null;
    url: string | null;
    file_name: string | null;
    task_title: string;
    quest_title: string;
    created_at: string;
  }[];
}

export interface EditableBadge {
  id: string;
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: Pillar;
  image_url: string | null;
  min_quests: number;
  min_xp: number;
  is_active: boolean;
  quests: QuestRef[];
  claim_count: number;
  created_by: string | null;
  updated_at: string;
}

export interface QuestRef {
  id: string;
  title: string;
  total_xp: number;
}

export interface DirectMessage {
  id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: string;
}

export interface Thread {
  user: { id: string; first_name: string; last_name: string };
  can_send: boolean;
  messages: DirectMessage[];
}
