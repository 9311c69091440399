import { randomUUID } from 'node:crypto';
import { CATALOGUE, type CatalogueQuest } from '../../features/learning/catalogue';
import { checkSplit } from '../../features/learning/schemas';
import type { EnrolmentStatus, EvidenceTable, StudentTasksTable } from '../tables/learning';
import type { Queryable } from '../types';
import { insertSeedRows } from './store';

const DAY = 86_400_000;

interface Progress {
  slug: string;
  pickedUpDaysAgo: number;
  /** Template positions completed, with how many days ago and the evidence text. */
  done: { task: number; daysAgo: number; text: string; confidential?: boolean }[];
  setDown?: { daysAgo: number; reflection: string };
  /** Set down once and picked up again this many days ago. */
  pickedUpAgainDaysAgo?: number;
  dueInDays?: number;
  taskDue?: { task: number; inDays: number };
  personal?: { title: string; description: string; xp: number };
}

/** The demo student part-way through several quests (one completed, one set down). */
const DEMO_PROGRESS: Progress[] = [
  {
    slug: 'family-recipes',
    pickedUpDaysAgo: 21,
    done: [
      {
        task: 0,
        daysAgo: 19,
        text: 'I interviewed Grandma Asha about her dal. She learned it from her mother in Gujarat and changed it when she moved here because she could not find fresh curry leaves.',
      },
      {
        task: 1,
        daysAgo: 12,
        text: '"A handful" of lentils turned out to be about 180 g. Scaled to 8 servings it needs 720 g and 2.4 litres of water.',
      },
      {
        task: 2,
        daysAgo: 6,
        text: 'Made a timeline from Gujarat to Nairobi to here: three countries in two generations.',
      },
      {
        task: 3,
        daysAgo: 2,
        text: 'Finished the 12-page cookbook with four recipes and printed five copies for the family.',
      },
    ],
  },
  {
    slug: 'music-composition',
    pickedUpDaysAgo: 9,
    dueInDays: 14,
    done: [
      {
        task: 0,
        daysAgo: 1,
        text: 'All three songs use verse-chorus-verse-chorus-bridge-chorus; the choruses repeat the title line at least twice.',
      },
      {
        task: 1,
        daysAgo: 0,
        text: 'Two verses and a chorus about moving house. Private for now.',
        confidential: true,
      },
    ],
    taskDue: { task: 2, inDays: 5 },
    personal: {
      title: 'Teach the chorus to my little brother',
      description: 'See if the melody is simple enough for a seven-year-old to sing back.',
      xp: 50,
    },
  },
  {
    slug: 'small-business',
    pickedUpDaysAgo: 8,
    done: [
      {
        task: 0,
        daysAgo: 5,
        text: 'Five neighbours said their dog walkers cancel at short notice. I will offer reliable after-school dog walking.',
      },
    ],
    taskDue: { task: 1, inDays: 3 },
  },
  {
    slug: 'solar-oven',
    pickedUpDaysAgo: 30,
    setDown: { daysAgo: 26, reflection: 'It rained for two weeks, so I could not test anything.' },
    pickedUpAgainDaysAgo: 4,
    done: [
      {
        task: 0,
        daysAgo: 3,
        text: 'Radiation heats the black paper, the plastic wrap traps the warm air, and the foil reflects more light in.',
      },
    ],
  },
  {
    slug: 'backyard-science',
    pickedUpDaysAgo: 15,
    setDown: {
      daysAgo: 10,
      reflection:
        'I want to start this again in spring when the birds are back at the feeder; my question needs them.',
    },
    done: [],
  },
];

/** Inserts the quests with their template tasks and subjects; their ids by slug. */
export async function insertCatalogue(
  k: Queryable,
  quests: CatalogueQuest[],
  createdBy: string | null,
  at: string,
): Promise<Map<string, { id: string; taskIds: string[] }>> {
  const ids = new Map<string, { id: string; taskIds: string[] }>();
  for (const q of quests) {
    const id = randomUUID();
    const tasks = q.tasks.map((t, position) => {
      const bad = checkSplit(
        t.subjects.map(([subject, xp]) => ({ subject, xp })),
        t.xp,
      );
      if (bad) throw new Error(`catalogue ${q.slug}/${t.title}: ${bad}`);
      return { ...t, id: randomUUID(), position };
    });
    await insertSeedRows(k, 'quests', {
      id,
      slug: q.slug,
      title: q.title,
      description: q.short_description,
      short_description: q.short_description,
      big_idea: q.big_idea,
      cover_image_url: null,
      created_by: createdBy,
      pillars: [...new Set(q.tasks.map((t) => t.pillar))].join(','),
      total_xp: q.tasks.reduce((a, t) => a + t.xp, 0),
      is_active: 1,
      created_at: at,
    });
    await insertSeedRows(
      k,
      'quest_tasks',
      tasks.map((t) => ({
        id: t.id,
        quest_id: id,
        title: t.title,
        description: t.description,
        pillar: t.pillar,
        xp: t.xp,
        required: t.required === false ? 0 : 1,
        position: t.position,
        created_at: at,
      })),
    );
    await insertSeedRows(
      k,
      'task_subjects',
      tasks.flatMap((t) =>
        t.subjects.map(([subject, xp]) => ({ quest_task_id: t.id, subject, xp })),
      ),
    );
    ids.set(q.slug, { id, taskIds: tasks.map((t) => t.id) });
  }
  return ids;
}

/** Relative demo dates: "n days ago" at 16:00 UTC (a minute ago for today), "in n days". */
interface DemoClock {
  ago: (n: number) => string;
  dateIn: (n: number) => string;
}

function demoClock(now: Date): DemoClock {
  const startOfToday = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return {
    // Never in the future.
    ago: (n) =>
      new Date(
        n === 0
          ? Math.max(startOfToday, now.getTime() - 60_000)
          : startOfToday - n * DAY + 16 * 3_600_000,
      ).toISOString(),
    dateIn: (n) => new Date(startOfToday + n * DAY).toISOString().slice(0, 10),
  };
}

/** The enrolment and its pick-up/set-down history for one quest of the demo progress. */
async function insertEnrolment(
  k: Queryable,
  p: Progress,
  ids: { enrolmentId: string; studentId: string; questId: string; completedAll: boolean },
  clock: DemoClock,
): Promise<void> {
  const { ago, dateIn } = clock;
  const last = p.done.reduce((a, d) => Math.min(a, d.daysAgo), Infinity);
  const status: EnrolmentStatus =
    p.setDown && p.pickedUpAgainDaysAgo === undefined
      ? 'set_down'
      : ids.completedAll
        ? 'completed'
        : 'active';
  const pickedUp = ago(p.pickedUpAgainDaysAgo ?? p.pickedUpDaysAgo);
  await insertSeedRows(k, 'enrolments', {
    id: ids.enrolmentId,
    student_id: ids.studentId,
    quest_id: ids.questId,
    status,
    due_date: p.dueInDays === undefined ? null : dateIn(p.dueInDays),
    pickup_count: p.pickedUpAgainDaysAgo === undefined ? 1 : 2,
    picked_up_at: pickedUp,
    completed_at: status === 'completed' ? ago(last) : null,
    created_at: ago(p.pickedUpDaysAgo),
  });
  const history = [
    {
      id: randomUUID(),
      enrolment_id: ids.enrolmentId,
      picked_up_at: ago(p.pickedUpDaysAgo),
      set_down_at: p.setDown ? ago(p.setDown.daysAgo) : null,
      reflection: p.setDown?.reflection ?? null,
    },
  ];
  if (p.pickedUpAgainDaysAgo !== undefined) {
    history.push({
      id: randomUUID(),
      enrolment_id: ids.enrolmentId,
      picked_up_at: pickedUp,
      set_down_at: null,
      reflection: null,
    });
  }
  await insertSeedRows(k, 'enrolment_history', history);
}

/** The student's copies of the quest's tasks (plus a personal one), done ones dated. */
function studentTaskRows(
  p: Progress,
  quest: CatalogueQuest,
  ids: { enrolmentId: string; studentId: string; questId: string; taskIds: string[] },
  clock: DemoClock,
): StudentTasksTable[] {
  const { ago, dateIn } = clock;
  const tasks: StudentTasksTable[] = quest.tasks.map((t, i) => {
    const done = p.done.find((d) => d.task === i);
    return {
      id: randomUUID(),
      enrolment_id: ids.enrolmentId,
      student_id: ids.studentId,
      quest_id: ids.questId,
      quest_task_id: ids.taskIds[i]!,
      title: t.title,
      description: t.description,
      pillar: t.pillar,
      xp: t.xp,
      required: t.required === false ? 0 : 1,
      position: i,
      is_personal: 0,
      subjects: JSON.stringify(t.subjects.map(([subject, xp]) => ({ subject, xp }))),
      due_date: p.taskDue?.task === i ? dateIn(p.taskDue.inDays) : null,
      completed_at: done ? ago(done.daysAgo) : null,
      created_at: ago(p.pickedUpDaysAgo),
    };
  });
  if (p.personal) {
    tasks.push({
      id: randomUUID(),
      enrolment_id: ids.enrolmentId,
      student_id: ids.studentId,
      quest_id: ids.questId,
      quest_task_id: null,
      title: p.personal.title,
      description: p.personal.description,
      pillar: 'communication',
      xp: p.personal.xp,
      required: 0,
      position: quest.tasks.length,
      is_personal: 1,
      subjects: JSON.stringify([{ subject: 'language_arts', xp: p.personal.xp }]),
      due_date: null,
      completed_at: null,
      created_at: ago(1),
    });
  }
  return tasks;
}

/** Completions, XP and text evidence for the tasks the demo student has done. */
async function insertCompletedWork(
  k: Queryable,
  p: Progress,
  done: StudentTasksTable[],
  ids: { studentId: string; questId: string },
): Promise<void> {
  if (done.length === 0) return;
  await insertSeedRows(
    k,
    'task_completions',
    done.map((t) => ({
      id: randomUUID(),
      student_task_id: t.id,
      student_id: ids.studentId,
      confidential: p.done.find((d) => d.task === t.position)?.confidential ? 1 : 0,
      completed_at: t.completed_at!,
    })),
  );
  await insertSeedRows(
    k,
    'xp_ledger',
    done.map((t) => ({
      id: randomUUID(),
      student_id: ids.studentId,
      student_task_id: t.id,
      quest_id: ids.questId,
      pillar: t.pillar,
      xp: t.xp,
      subjects: t.subjects,
      created_at: t.completed_at!,
      review_status: 'none' as const,
    })),
  );
  await insertSeedRows(
    k,
    'evidence',
    done.map((t): EvidenceTable => {
      const d = p.done.find((x) => x.task === t.position)!;
      return {
        id: randomUUID(),
        student_task_id: t.id,
        student_id: ids.studentId,
        kind: 'text',
        text: d.text,
        url: null,
        confidential: d.confidential ? 1 : 0,
        position: 0,
        safety_hold: 0,
        created_at: t.completed_at!,
      };
    }),
  );
}

/** The catalogue plus the demo student's progress; runs inside the demo seed's transaction. */
export async function seedLearning(
  k: Queryable,
  people: { studentId: string; creatorId: string },
  now: Date,
): Promise<void> {
  const created = new Date(now.getTime() - 60 * DAY).toISOString();
  const ids = await insertCatalogue(k, CATALOGUE, people.creatorId, created);
  const clock = demoClock(now);
  const studentId = people.studentId;
  for (const p of DEMO_PROGRESS) {
    const quest = CATALOGUE.find((q) => q.slug === p.slug)!;
    const { id: questId, taskIds } = ids.get(p.slug)!;
    const enrolmentId = randomUUID();
    const completedAll = quest.tasks.every(
      (t, i) => t.required === false || p.done.some((d) => d.task === i),
    );
    await insertEnrolment(k, p, { enrolmentId, studentId, questId, completedAll }, clock);
    const tasks = studentTaskRows(p, quest, { enrolmentId, studentId, questId, taskIds }, clock);
    await insertSeedRows(k, 'student_tasks', tasks);
    await insertCompletedWork(
      k,
      p,
      tasks.filter((t) => t.completed_at),
      { studentId, questId },
    );
  }
}
