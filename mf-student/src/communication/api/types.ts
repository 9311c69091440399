// The messages API's answers, as @optio/contracts describes them (types only: no bundle cost).
export type {
  Contact,
  DirectMessage,
  MessagePerson,
  ParentOversight,
  Relation,
  SendBlock,
  Thread,
  ThreadSummary,
  ThreadsResponse,
} from '@optio/contracts/messages';

/** The reasons a conversation may be reported for (the safety screen's categories). */
export const REPORT_REASONS = [
  'bullying',
  'sexual',
  'personal_info',
  'violence',
  'self_harm',
  'abuse',
  'drugs',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
