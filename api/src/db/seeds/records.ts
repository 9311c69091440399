import { randomUUID } from 'node:crypto';
import type { Pillar } from '@optio/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { insertSeedRows, questIdsBySlug } from './store';

export interface SeedBadge {
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: Pillar;
  quests: string[];
  min_quests: number;
  min_xp: number;
}

/**
 * Demo badges over the seeded catalogue. With the demo student's seeded progress:
 * Family Historian is claimable at once; Storyteller needs one more task of "Compose Your First
 * Song" (its XP reaches 550); the others are in progress or not started.
 */
export const DEMO_BADGES: SeedBadge[] = [
  {
    name: 'Family Historian',
    description:
      'Collects and preserves the stories of family and community: interviews, maps and records that would otherwise be lost.',
    identity_statement: 'I am a keeper of my family’s and community’s stories.',
    primary_pillar: 'civics',
    quests: ['family-recipes', 'local-government', 'volunteer-impact'],
    min_quests: 1,
    min_xp: 300,
  },
  {
    name: 'Storyteller',
    description:
      'Shapes experience into words and music that an audience can feel: lyrics, recipes with their histories, poems performed aloud.',
    identity_statement: 'I can turn what I live into a story others want to hear.',
    primary_pillar: 'communication',
    quests: ['family-recipes', 'music-composition', 'poetry-slam'],
    min_quests: 1,
    min_xp: 550,
  },
  {
    name: 'Young Entrepreneur',
    description:
      'Finds a real need, plans and budgets a response, and sells it honestly, keeping books along the way.',
    identity_statement: 'I can turn a problem into a business that serves people.',
    primary_pillar: 'stem',
    quests: ['small-business', 'personal-budget'],
    min_quests: 1,
    min_xp: 400,
  },
  {
    name: 'Maker and Engineer',
    description:
      'Designs, builds, measures and improves things that work, from a solar oven to a playable game.',
    identity_statement: 'I am someone who builds, tests and makes it better.',
    primary_pillar: 'stem',
    quests: ['solar-oven', 'code-a-game', 'backyard-science'],
    min_quests: 2,
    min_xp: 600,
  },
  {
    name: 'Healthy Habits',
    description: 'Builds routines for body and mind: running, sleep and rest, tracked honestly.',
    identity_statement: 'I can take care of my body and mind.',
    primary_pillar: 'wellness',
    quests: ['couch-to-5k', 'mindful-sleep'],
    min_quests: 1,
    min_xp: 300,
  },
];

/**
 * Inserts badges, each linked to the quests of its list that exist (by slug). Used by the demo
 * seed (inside its transaction) and by `npm run seed:catalogue`.
 */
export async function insertBadges(
  db: Kysely<Database>,
  badges: SeedBadge[],
  createdBy: string | null,
  at: string,
): Promise<void> {
  const bySlug = await questIdsBySlug(db);
  for (const b of badges) {
    const id = randomUUID();
    await insertSeedRows(db, 'badges', {
      id,
      name: b.name,
      description: b.description,
      identity_statement: b.identity_statement,
      primary_pillar: b.primary_pillar,
      image_key: null,
      image_mime: null,
      min_quests: b.min_quests,
      min_xp: b.min_xp,
      is_active: 1,
      created_by: createdBy,
      created_at: at,
      updated_at: at,
    });
    const links = b.quests
      .map((slug) => bySlug.get(slug))
      .filter((q): q is string => q !== undefined)
      .map((quest_id) => ({ badge_id: id, quest_id }));
    await insertSeedRows(db, 'badge_quests', links);
  }
}

/** Inserts the demo badges; runs inside the demo seed's transaction. */
export async function seedRecords(
  db: Kysely<Database>,
  people: { advisorId: string },
  now: Date,
): Promise<void> {
  const at = new Date(now.getTime() - 45 * 86_400_000).toISOString();
  await insertBadges(db, DEMO_BADGES, people.advisorId, at);
}
