import { PILLARS, SUBJECTS, type Pillar, type Subject } from '@optio/contracts/roles';

export { PILLARS, SUBJECTS, type Pillar, type Subject };

export type SubjectSplit = { subject: Subject; xp: number }[];

/** The subject a personal task's XP goes to when the student gives no split. */
export const DEFAULT_SUBJECT: Record<Pillar, Subject> = {
  stem: 'science',
  wellness: 'health',
  communication: 'language_arts',
  civics: 'social_studies',
  art: 'fine_arts',
};

export * from '../../db/tables/learning';

export function parseSubjects(json: string): SubjectSplit {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as SubjectSplit) : [];
  } catch {
    return [];
  }
}
