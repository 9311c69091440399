// The learning API's answers, as @optio/contracts describes them (types only: no bundle cost).
export type { Pillar, Subject } from '@optio/contracts';
export type {
  CalendarItem,
  CompleteTaskResult,
  Constellation,
  ConstellationQuest,
  ConstellationTask,
  Dashboard,
  Enrolment,
  EnrolmentStatus,
  EnrolmentSummary,
  Evidence,
  EvidenceFile,
  LevelName,
  MyQuests,
  QuestDetail,
  QuestSummary,
  Task,
} from '@optio/contracts/learning';
export type { Page } from '@optio/contracts/common';
