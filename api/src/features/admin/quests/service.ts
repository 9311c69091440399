import { randomBytes, randomUUID } from 'node:crypto';
import { PILLARS, type Pillar, type Subject } from '@optio/contracts/roles';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { PageRequest } from '../../../lib/paging';
import { writeAudit } from '../audit/service';
import {
  countCatalogueQuests,
  deleteTemplateTasks,
  findCatalogueQuest,
  insertCatalogueQuest,
  insertTaskSubject,
  insertTemplateTask,
  listCatalogueQuestsPage,
  listTaskSubjects,
  listTemplateTasks,
  updateCatalogueQuest,
  updateTemplateTask,
  type QuestFilter,
} from './store';
import { orderedPillars } from '../../learning';

/**
 * The quest catalogue for admin-like staff (admin and educator): every quest, active or not,
 * with its template tasks. quests.total_xp and quests.pillars are always recomputed from the
 * tasks. Students' own task copies (student_tasks) are theirs: editing a template never
 * changes work a student has already picked up.
 */
export interface QuestInput {
  title: string;
  short_description: string;
  big_idea: string;
  is_active: boolean;
  tasks: {
    id?: string;
    title: string;
    description: string;
    pillar: Pillar;
    xp: number;
    required: boolean;
    subject: Subject;
  }[];
}

type Ctx = Pick<AppContext, 'db' | 'config'>;

const slugFor = (title: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'quest'
  }-${randomBytes(3).toString('hex')}`;

const isPillar = (value: string): value is Pillar => (PILLARS as readonly string[]).includes(value);

/** quests.pillars as stored (comma-separated, written by `derived`), in its stored order. */
const pillarList = (stored: string): Pillar[] => (stored ? stored.split(',').filter(isPillar) : []);

const derived = (body: QuestInput) => ({
  pillars: orderedPillars(body.tasks.map((t) => t.pillar)).join(','),
  total_xp: body.tasks.reduce((a, t) => a + t.xp, 0),
});

export async function questDetail(db: Queryable, id: string) {
  const quest = await findCatalogueQuest(db, id);
  if (!quest) throw new HttpError(404, 'Quest not found');
  const tasks = await listTemplateTasks(db, id);
  const subjects = await listTaskSubjects(
    db,
    tasks.map((t) => t.id),
  );
  return {
    id: quest.id,
    title: quest.title,
    short_description: quest.short_description,
    big_idea: quest.big_idea,
    pillars: pillarList(quest.pillars),
    total_xp: quest.total_xp,
    task_count: tasks.length,
    is_active: quest.is_active === 1,
    created_at: quest.created_at,
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      pillar: t.pillar,
      xp: t.xp,
      required: t.required === 1,
      // The main subject (most XP); saving writes the task's XP to this one subject.
      subject: subjects.find((s) => s.quest_task_id === t.id)?.subject ?? 'electives',
    })),
  };
}

export async function listQuests(db: Queryable, filter: QuestFilter, paging: PageRequest) {
  const [rows, total] = await Promise.all([
    listCatalogueQuestsPage(db, filter, paging),
    countCatalogueQuests(db, filter),
  ]);
  return {
    items: rows.map((q) => ({
      id: q.id,
      title: q.title,
      short_description: q.short_description,
      pillars: pillarList(q.pillars),
      total_xp: q.total_xp,
      task_count: Number(q.task_count ?? 0),
      is_active: q.is_active === 1,
      created_at: q.created_at,
    })),
    page: paging.page,
    page_size: paging.page_size,
    total,
  };
}

/** Replaces the template tasks: ids kept are updated, new ones added, missing ones removed. */
async function writeTasks(trx: Queryable, questId: string, body: QuestInput, at: string) {
  const existing = await listTemplateTasks(trx, questId);
  const known = new Set(existing.map((t) => t.id));
  const unknown = body.tasks.findIndex((t) => t.id && !known.has(t.id));
  if (unknown >= 0) {
    const message = 'This task does not belong to the quest';
    throw new HttpError(400, message, { tasks: message });
  }
  const kept = new Set(body.tasks.flatMap((t) => (t.id ? [t.id] : [])));
  const removed = existing.map((t) => t.id).filter((id) => !kept.has(id));
  if (removed.length) await deleteTemplateTasks(trx, removed);
  for (const [position, task] of body.tasks.entries()) {
    const values = {
      title: task.title,
      description: task.description,
      pillar: task.pillar,
      xp: task.xp,
      required: task.required ? 1 : 0,
      position,
    };
    let id = task.id;
    if (id) await updateTemplateTask(trx, id, values);
    else id = await insertTemplateTask(trx, questId, values, at);
    await insertTaskSubject(trx, { quest_task_id: id, subject: task.subject, xp: task.xp });
  }
}

export async function createQuest(ctx: Ctx, actorId: string, body: QuestInput) {
  const db = ctx.db.kysely;
  const id = randomUUID();
  const at = ctx.config.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await insertCatalogueQuest(trx, {
      id,
      slug: slugFor(body.title),
      title: body.title,
      description: body.short_description,
      short_description: body.short_description,
      big_idea: body.big_idea,
      cover_image_url: null,
      created_by: actorId,
      ...derived(body),
      is_active: body.is_active ? 1 : 0,
      created_at: at,
    });
    await writeTasks(trx, id, body, at);
    await writeAudit(trx, {
      actorId,
      action: 'quest.create',
      targetType: 'quest',
      targetId: id,
      details: {
        new: {
          title: body.title,
          is_active: body.is_active,
          tasks: body.tasks.length,
          ...derived(body),
        },
      },
      at,
    });
  });
  return questDetail(db, id);
}

export async function updateQuest(ctx: Ctx, actorId: string, id: string, body: QuestInput) {
  const db = ctx.db.kysely;
  const before = await questDetail(db, id);
  const at = ctx.config.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await updateCatalogueQuest(trx, before.id, {
      title: body.title,
      description: body.short_description,
      short_description: body.short_description,
      big_idea: body.big_idea,
      is_active: body.is_active ? 1 : 0,
      ...derived(body),
    });
    await writeTasks(trx, before.id, body, at);
    await writeAudit(trx, {
      actorId,
      action: 'quest.update',
      targetType: 'quest',
      targetId: before.id,
      details: {
        old: {
          title: before.title,
          is_active: before.is_active,
          tasks: before.task_count,
          total_xp: before.total_xp,
          pillars: before.pillars.join(','),
        },
        new: {
          title: body.title,
          is_active: body.is_active,
          tasks: body.tasks.length,
          ...derived(body),
        },
      },
      at,
    });
  });
  return questDetail(db, before.id);
}

export async function setQuestActive(ctx: Ctx, actorId: string, id: string, active: boolean) {
  const db = ctx.db.kysely;
  const before = await questDetail(db, id);
  const at = ctx.config.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await updateCatalogueQuest(trx, before.id, { is_active: active ? 1 : 0 });
    await writeAudit(trx, {
      actorId,
      action: active ? 'quest.activate' : 'quest.deactivate',
      targetType: 'quest',
      targetId: before.id,
      details: {
        title: before.title,
        old: { is_active: before.is_active },
        new: { is_active: active },
      },
      at,
    });
  });
  return questDetail(db, before.id);
}
