import type { TutorMode } from '../tables';
import { type Pillar } from '../../learning/tables';

export interface TutorTurn {
  role: 'student' | 'tutor';
  content: string;
}

/** What the tutor knows about the student: their first name and where their learning stands. */
export interface LearnerContext {
  firstName: string;
  /** Active quests with the next task not yet done (if any). */
  quests: { title: string; nextTask: { title: string; pillar: Pillar } | null }[];
  /** XP per pillar, lowest first. */
  pillars: { pillar: Pillar; xp: number }[];
}

export interface TutorRequest {
  mode: TutorMode;
  /** The conversation so far, oldest first, ending with the student's new (screened) message. */
  history: TutorTurn[];
  learner: LearnerContext;
  signal?: AbortSignal;
}

/**
 * A tutor: streams its reply as text pieces. Every piece is screened by the caller before it
 * is shown or stored, so a provider never needs to (and cannot) bypass the safety rules.
 */
export interface TutorProvider {
  readonly name: string;
  reply(request: TutorRequest): AsyncIterable<string>;
}

export const MODE_GUIDANCE: Record<TutorMode, string> = {
  study_buddy:
    'Study buddy: friendly and encouraging, thinks alongside the student, keeps them going.',
  teacher:
    'Teacher: explains concepts step by step with examples, then checks understanding with a question.',
  discovery:
    'Discovery: answers questions with questions, helps the student find things out themselves.',
  review:
    'Review: quizzes the student on what they learned, one question at a time, with feedback.',
  creative:
    'Creative: brainstorms ideas, stories and projects with the student, building on their ideas.',
};
