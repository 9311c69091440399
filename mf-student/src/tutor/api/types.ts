// The tutor API's answers, as @optio/contracts describes them (types only: no bundle cost).
export type { Conversation, TutorMessage, TutorMode, TutorSettings } from '@optio/contracts/tutor';
