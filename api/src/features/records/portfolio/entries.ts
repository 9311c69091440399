import type { Pillar } from '@optio/contracts';
import type { Queryable } from '../../../db/types';
import {
  listCompletedTasks,
  listEvidenceFilesOf,
  listEvidenceOf,
  listPortfolioItems,
  listTaskVisibility,
} from './store';

export interface PortfolioEvidence {
  id: string;
  kind: 'text' | 'link' | 'file';
  text: string | null;
  url: string | null;
  confidential: boolean;
  /** Held by the safety screen: private until Optio staff release it. */
  held: boolean;
  file: { id: string; name: string; mime: string; size: number } | null;
}

export interface PortfolioEntry {
  id: string;
  source: 'task' | 'upload' | 'parent';
  status: 'accepted' | 'pending' | 'declined';
  title: string;
  description: string;
  pillar: Pillar | null;
  date: string;
  quest: { id: string; title: string } | null;
  xp: number | null;
  link_url: string | null;
  file: { name: string; mime: string; size: number } | null;
  evidence: PortfolioEvidence[];
  confidential: boolean;
  /** The student's choice (a confidential item is never shown publicly whatever this says). */
  is_public: boolean;
  added_by: string | null;
  /** Its text (or a task's evidence text) is held by the safety screen: it cannot be public. */
  held: boolean;
}

export const HELD_EVIDENCE =
  "This work is held for a safety review and can be made public once Optio's safety team releases it";

/**
 * Everything in a student's portfolio, newest first: completed tasks with their evidence (they
 * flow in automatically) and the items uploaded by the student or documented by a parent (all
 * statuses; callers filter). Confidential content is included: only the student, their parents
 * and staff may see this list.
 */
export async function loadPortfolio(db: Queryable, studentId: string): Promise<PortfolioEntry[]> {
  const [tasks, evidence, files, choices, items] = await Promise.all([
    listCompletedTasks(db, studentId),
    listEvidenceOf(db, studentId),
    listEvidenceFilesOf(db, studentId),
    listTaskVisibility(db, studentId),
    listPortfolioItems(db, studentId),
  ]);
  const fileByEvidence = new Map(files.map((f) => [f.evidence_id, f]));
  const choice = new Map(choices.map((c) => [c.student_task_id, c.is_public === 1]));
  const entries: PortfolioEntry[] = tasks.map((t) => {
    const own = evidence.filter((e) => e.student_task_id === t.id);
    const confidential = t.confidential === 1;
    return {
      id: t.id,
      source: 'task',
      status: 'accepted',
      title: t.title,
      description: t.description,
      pillar: t.pillar,
      date: t.completed_at!,
      quest: { id: t.quest_id, title: t.quest_title },
      xp: Number(t.xp),
      link_url: null,
      file: null,
      evidence: own.map((e) => {
        const f = fileByEvidence.get(e.id);
        return {
          id: e.id,
          kind: e.kind,
          text: e.text,
          url: e.url,
          confidential: e.confidential === 1,
          held: e.safety_hold === 1,
          file: f ? { id: f.id, name: f.original_name, mime: f.mime, size: Number(f.size) } : null,
        };
      }),
      confidential,
      is_public: choice.get(t.id) ?? true,
      added_by: null,
      held: own.some((e) => e.safety_hold === 1),
    };
  });
  for (const i of items) {
    entries.push({
      id: i.id,
      source: i.source,
      status: i.status,
      title: i.title,
      description: i.description,
      pillar: i.pillar,
      date: i.work_date ?? i.created_at,
      quest: null,
      xp: null,
      link_url: i.link_url,
      file:
        i.file_key && i.file_name && i.file_mime
          ? { name: i.file_name, mime: i.file_mime, size: Number(i.file_size ?? 0) }
          : null,
      evidence: [],
      confidential: i.confidential === 1,
      is_public: i.is_public === 1,
      added_by: i.added_by,
      held: i.safety_hold === 1,
    });
  }
  return entries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export interface PublicItem {
  id: string;
  source: 'task' | 'upload' | 'parent';
  title: string;
  description: string;
  pillar: Pillar | null;
  completed_at: string;
  quest_title: string | null;
  evidence_text: string[];
  files: { name: string; mime: string; url: string }[];
}

/**
 * What anyone may see: accepted items the student made public, never confidential ones, and of
 * a task only its non-confidential evidence.
 */
export function publicItems(entries: PortfolioEntry[], slug: string): PublicItem[] {
  const base = `/api/public/portfolio/${encodeURIComponent(slug)}`;
  return entries
    .filter((e) => e.status === 'accepted' && e.is_public && !e.confidential && !e.held)
    .map((e) => {
      const shown = e.evidence.filter((ev) => !ev.confidential);
      const files = shown
        .filter((ev) => ev.file)
        .map((ev) => ({
          name: ev.file!.name,
          mime: ev.file!.mime,
          url: `${base}/evidence/${ev.id}/file`,
        }));
      if (e.file)
        files.push({ name: e.file.name, mime: e.file.mime, url: `${base}/items/${e.id}/file` });
      return {
        id: e.id,
        source: e.source,
        title: e.title,
        description: e.description,
        pillar: e.pillar,
        completed_at: e.date,
        quest_title: e.quest?.title ?? null,
        evidence_text: shown.map((ev) => ev.text).filter((t): t is string => !!t),
        files,
      };
    });
}
