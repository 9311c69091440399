import type { Pillar } from '../constants';
import type { DemoQuestId, Interest } from '../content/quests';

export type Persona = 'student' | 'parent';
/** The demo knows two tiers: the free start and the accredited academy ("vision" tier). */
export type SubscriptionTier = 'free' | 'academy';
export type Visibility = 'public' | 'private';
export type ModalName = 'restartConfirm';

export interface CompletedTask {
  taskId: string;
  questId: DemoQuestId;
  evidence: string;
  /** ISO 8601 */
  timestamp: string;
}

export interface SubmittedWork {
  questId: DemoQuestId;
  taskId: string;
  work: string;
  visibility: Visibility;
}

export interface GeneratedDiploma {
  name: string;
  completedQuest: DemoQuestId;
  earnedXP: number;
  totalXP: number;
  timestamp: string;
  isAccredited: boolean;
}

export interface Interaction {
  type: string;
  at: string;
  detail?: string;
}

export interface UserInputs {
  name: string;
  learnerName: string;
  interests: Interest[];
}

/** docs/product.md#entities "Demo state". */
export interface DemoState {
  persona: Persona | null;
  currentStep: number;
  /** The quest being worked on (steps 3 and later). */
  selectedQuest: DemoQuestId | null;
  /** The visitor's plan: up to MAX_SELECTED_QUESTS quests. */
  selectedQuests: DemoQuestId[];
  completedTasks: CompletedTask[];
  earnedXP: Record<Pillar, number>;
  unlockedBadges: string[];
  userInputs: UserInputs;
  generatedDiploma: GeneratedDiploma | null;
  subscriptionTier: SubscriptionTier;
  interactions: Interaction[];
  modals: Record<ModalName, boolean>;
  submittedWork: SubmittedWork[];
  workVisibility: Visibility;
  /** Set once every task of a quest is complete. */
  miniQuestCompleted: boolean;
  /** Set once the first task is complete. */
  simulatedTaskCompleted: boolean;
  /** The accredited (academy) option is offered to the parent persona only. */
  showAccreditedOption: boolean;
}
