// The family API's answers, as @optio/contracts describes them (types only: no bundle cost).
export type { Pillar } from '@optio/contracts';
export type { CalendarItem, Evidence, QuestSummary } from '@optio/contracts/learning';
export type {
  ChildConsent,
  ChildDashboard,
  ChildTask,
  Completions,
  FamilyLinks,
  FeedItem,
  Insights,
  InvitationPreview,
  Observers,
  ParentEvidenceItem,
  Person,
  WeekPoint,
} from '@optio/contracts/family';

export { PILLARS } from '@optio/contracts';
