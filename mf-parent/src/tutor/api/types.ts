export const TUTOR_MODES = ['study_buddy', 'teacher', 'discovery', 'review', 'creative'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];
export const CATEGORIES = [
  'personal_info',
  'self_harm',
  'violence',
  'abuse',
  'sexual',
  'bullying',
  'drugs',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface ChildConversation {
  id: string;
  title: string;
  mode: TutorMode;
  created_at: string;
  updated_at: string;
  message_count: number;
  flagged_count: number;
}

export interface ChildMessage {
  id: string;
  role: 'student' | 'tutor';
  content: string;
  flagged: boolean;
  created_at: string;
}

export interface Incident {
  id: string;
  conversation_id: string | null;
  category: Category;
  severity: Severity;
  action_taken: 'redacted' | 'escalated' | 'blocked' | 'supported' | 'reply_replaced';
  excerpt: string | null;
  created_at: string;
  status: 'open' | 'resolved';
  resolved_at: string | null;
  resolution_note: string | null;
}

export interface SafetyReport {
  summary: {
    total: number;
    open: number;
    by_category: Record<Category, number>;
    by_severity: Record<Severity, number>;
  };
  incidents: Incident[];
}

export interface ChildTutorSettings {
  enabled: boolean;
  daily_limit: number;
  tier: string;
  tier_limit: number;
  allowed_modes: TutorMode[];
  monitoring: boolean;
  email_alerts: boolean;
  updated_at: string | null;
}

export type SettingsChange = Partial<
  Pick<
    ChildTutorSettings,
    'enabled' | 'daily_limit' | 'allowed_modes' | 'monitoring' | 'email_alerts'
  >
>;
