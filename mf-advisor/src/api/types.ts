// The advisor API's answers, as @optio/contracts describes them (types only: no bundle cost).
export type { AssignedStudents, ProgressSummary, StudentDetail } from '@optio/contracts/advisors';
export type { EditableBadge, QuestRef } from '@optio/contracts/badges-admin';

export type { DirectMessage, Thread } from '@optio/contracts/messages';
