// Types of the learning API (docs/api/learning.md), as mf-student reads them.
import type { Pillar } from '@optio/contracts';

export type { Pillar };

export type Subject =
  | 'language_arts'
  | 'math'
  | 'science'
  | 'social_studies'
  | 'financial_literacy'
  | 'health'
  | 'pe'
  | 'fine_arts'
  | 'cte'
  | 'digital_literacy'
  | 'electives';

export type EnrolmentStatus = 'active' | 'set_down' | 'completed';

export interface EnrolmentSummary {
  status: EnrolmentStatus;
  tasks_completed: number;
  tasks_total: number;
  xp_earned: number;
  due_date: string | null;
  picked_up_at: string;
  completed_at: string | null;
}

export interface QuestSummary {
  id: string;
  title: string;
  short_description: string;
  cover_image_url: string | null;
  pillars: Pillar[];
  total_xp: number;
  task_count: number;
  enrolment: EnrolmentSummary | null;
}

export interface Enrolment extends EnrolmentSummary {
  id: string;
  pickup_count: number;
  history: { picked_up_at: string; set_down_at: string | null; reflection: string | null }[];
}

export interface EvidenceFile {
  id: string;
  name: string;
  mime: string;
  size: number;
  download_url: string;
}

export interface Evidence {
  id: string;
  kind: 'text' | 'link' | 'file';
  text: string | null;
  url: string | null;
  file: EvidenceFile | null;
  confidential: boolean;
  /** Held by the safety screen: private until Optio's safety team releases it. */
  held: boolean;
  created_at: string;
}

export interface Task {
  id: string;
  title: string;
  description: string;
  pillar: Pillar;
  xp: number;
  required: boolean;
  subjects: { subject: Subject; xp: number }[];
  is_personal: boolean;
  due_date: string | null;
  completed_at: string | null;
  evidence: Evidence[];
}

export interface QuestDetail extends Omit<QuestSummary, 'enrolment'> {
  big_idea: string;
  tasks: Task[];
  enrolment: Enrolment | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

export interface MyQuests {
  active: QuestSummary[];
  completed: QuestSummary[];
  set_down: QuestSummary[];
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

export type LevelName = 'Explorer' | 'Builder' | 'Creator' | 'Scholar' | 'Sage';

export interface Dashboard {
  xp_total: number;
  xp_by_pillar: Record<Pillar, number>;
  level: { name: LevelName; min_xp: number; next: { name: string; min_xp: number } | null };
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
}

export interface ConstellationTask {
  id: string;
  title: string;
  pillar: Pillar;
  xp: number;
  completed_at: string;
}

export interface ConstellationQuest {
  id: string;
  title: string;
  completed_at: string | null;
  tasks: ConstellationTask[];
}

export interface Constellation {
  quests: ConstellationQuest[];
}

export interface CompleteTaskResult {
  task: Task;
  xp_awarded: number;
  quest_completed: boolean;
  xp_total: number;
}
