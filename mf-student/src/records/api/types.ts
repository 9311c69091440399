// The records API's answers, as @optio/contracts describes them (types only: no bundle cost).
export type {
  Badge,
  BadgeStatus,
  CreditReport,
  Diploma,
  Portfolio,
  PortfolioEvidence,
  PortfolioItem,
  Profile,
  SubjectCredits,
  Transcript,
  TranscriptQuest,
  Visibility,
} from '@optio/contracts/records';
