import { PILLARS, type Pillar } from '../constants';

export interface DemoTask {
  id: string;
  title: string;
  pillar: Pillar;
  xp: number;
}

/** docs/product.md#entities "Demo quest": id, title, description, tasks, totalXP, appeal, pillars. */
export interface DemoQuest {
  id: DemoQuestId;
  title: string;
  description: string;
  tasks: readonly DemoTask[];
  totalXP: number;
  /** Who the quest speaks to, shown on its card. */
  appeal: string;
  /** The distinct pillars its tasks touch, in pillar order. */
  pillars: readonly Pillar[];
  /** The badge a visitor unlocks by completing every task. */
  badge: { id: string; name: string; description: string };
  /** The interest chip (step 1) this quest matches. */
  interest: Interest;
}

export const INTERESTS = ['music', 'food', 'business', 'community'] as const;
export type Interest = (typeof INTERESTS)[number];

export const DEMO_QUEST_IDS = [
  'music-composition',
  'family-recipes',
  'small-business',
  'volunteer-impact',
] as const;
export type DemoQuestId = (typeof DEMO_QUEST_IDS)[number];

const PILLAR_ORDER: readonly Pillar[] = PILLARS;

function quest(q: Omit<DemoQuest, 'totalXP' | 'pillars'>): DemoQuest {
  const present = new Set(q.tasks.map((t) => t.pillar));
  return {
    ...q,
    totalXP: q.tasks.reduce((sum, t) => sum + t.xp, 0),
    pillars: PILLAR_ORDER.filter((p) => present.has(p)),
  };
}

/**
 * The four demo quests (docs/product.md#entities): totals 300, 350, 400 and 350 XP, four tasks of 75 to 100 XP
 * each, together covering all five pillars. The English text here is also the source of the
 * `demo` i18n namespace (see locales/en.ts), so there is one copy of it.
 */
export const DEMO_QUESTS: readonly DemoQuest[] = [
  quest({
    id: 'music-composition',
    title: 'Compose Your First Song',
    description:
      'Listen like a composer, find the maths hiding in rhythm, write an eight-bar melody and share the story behind it.',
    appeal: 'For learners who hum all day and want to make something of their own.',
    interest: 'music',
    badge: {
      id: 'badge-composer',
      name: 'Composer',
      description: 'Wrote, recorded and shared an original piece of music.',
    },
    tasks: [
      {
        id: 'mc-listen',
        title: 'Study three songs you love and map their structure',
        pillar: 'art',
        xp: 75,
      },
      {
        id: 'mc-rhythm',
        title: 'Work out the maths of rhythm, beats and time signatures',
        pillar: 'stem',
        xp: 75,
      },
      { id: 'mc-compose', title: 'Compose and record an eight-bar melody', pillar: 'art', xp: 75 },
      {
        id: 'mc-share',
        title: 'Perform or play your piece for someone and tell its story',
        pillar: 'communication',
        xp: 75,
      },
    ],
  }),
  quest({
    id: 'family-recipes',
    title: 'Family Recipe Book',
    description:
      'Interview a relative, cook a family dish, scale the recipe with fractions and design a page for a family cookbook.',
    appeal: 'For curious cooks who love a good story at the dinner table.',
    interest: 'food',
    badge: {
      id: 'badge-family-historian',
      name: 'Family Historian',
      description: 'Saved a family recipe and the story that comes with it.',
    },
    tasks: [
      {
        id: 'fr-interview',
        title: 'Interview a relative about a dish that matters to them',
        pillar: 'communication',
        xp: 75,
      },
      {
        id: 'fr-scale',
        title: 'Scale the recipe up or down using fractions',
        pillar: 'stem',
        xp: 100,
      },
      {
        id: 'fr-nutrition',
        title: 'Cook the dish and explore what makes it nourishing',
        pillar: 'wellness',
        xp: 100,
      },
      { id: 'fr-design', title: 'Design an illustrated cookbook page', pillar: 'art', xp: 75 },
    ],
  }),
  quest({
    id: 'small-business',
    title: 'Launch a Small Business',
    description:
      'Spot a real need nearby, build a budget and price list, design a brand and pitch to a real customer.',
    appeal: 'For makers and dealmakers who like turning ideas into something real.',
    interest: 'business',
    badge: {
      id: 'badge-entrepreneur',
      name: 'Young Entrepreneur',
      description: 'Took a business idea from a real need to a real pitch.',
    },
    tasks: [
      {
        id: 'sb-need',
        title: 'Talk to neighbours and spot a need in your community',
        pillar: 'civics',
        xp: 100,
      },
      { id: 'sb-budget', title: 'Build a budget and set your prices', pillar: 'stem', xp: 100 },
      { id: 'sb-brand', title: 'Design a name, logo and flyer', pillar: 'art', xp: 100 },
      {
        id: 'sb-pitch',
        title: 'Pitch your idea to a real customer',
        pillar: 'communication',
        xp: 100,
      },
    ],
  }),
  quest({
    id: 'volunteer-impact',
    title: 'Volunteer for Impact',
    description:
      'Research a local cause, plan and live a volunteer day, notice how helping feels and report the difference you made.',
    appeal: 'For big hearts who want to leave their corner of the world better.',
    interest: 'community',
    badge: {
      id: 'badge-community-champion',
      name: 'Community Champion',
      description: 'Planned, lived and reported a day of real service.',
    },
    tasks: [
      {
        id: 'vi-research',
        title: 'Research a local cause and the people it serves',
        pillar: 'civics',
        xp: 75,
      },
      {
        id: 'vi-plan',
        title: 'Plan a volunteer day with a local organisation',
        pillar: 'civics',
        xp: 100,
      },
      {
        id: 'vi-serve',
        title: 'Volunteer and keep a short wellbeing journal',
        pillar: 'wellness',
        xp: 100,
      },
      {
        id: 'vi-report',
        title: 'Report your impact in a short talk or article',
        pillar: 'communication',
        xp: 75,
      },
    ],
  }),
];

const BY_ID: ReadonlyMap<string, DemoQuest> = new Map(DEMO_QUESTS.map((q) => [q.id, q]));

export function findQuest(id: string | null | undefined): DemoQuest | undefined {
  return id ? BY_ID.get(id) : undefined;
}

export function isDemoQuestId(id: unknown): id is DemoQuestId {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The quest a task belongs to, looked up across every demo quest. */
export function findTask(taskId: string): { quest: DemoQuest; task: DemoTask } | undefined {
  for (const q of DEMO_QUESTS) {
    const task = q.tasks.find((t) => t.id === taskId);
    if (task) return { quest: q, task };
  }
  return undefined;
}
