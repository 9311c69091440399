export const TUTOR_MODES = ['study_buddy', 'teacher', 'discovery', 'review', 'creative'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

export interface Conversation {
  id: string;
  title: string;
  mode: TutorMode;
  created_at: string;
  updated_at: string;
}

export interface TutorMessage {
  id: string;
  conversation_id: string;
  role: 'student' | 'tutor';
  content: string;
  flagged: boolean;
  created_at: string;
}

export interface TutorSettings {
  enabled: boolean;
  allowed_modes: TutorMode[];
  daily_limit: number;
  used_today: number;
  monitoring: boolean;
}
