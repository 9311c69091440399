import { z } from 'zod';
import { PILLARS } from './roles';

/** The badge editor's rules (mf-advisor's form and PUT/POST /api/advisor/badges use the same). */
export const BADGE_NAME_MAX = 100;
export const BADGE_DESCRIPTION_MAX = 2000;
export const BADGE_IDENTITY_MAX = 200;
export const BADGE_MAX_QUESTS = 20;
export const BADGE_MIN_XP_MAX = 100_000;

export const BADGE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${BADGE_NAME_MAX} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${BADGE_DESCRIPTION_MAX} characters`,
  identityRequired: 'Identity statement is required',
  identityTooLong: `Identity statement must be at most ${BADGE_IDENTITY_MAX} characters`,
  identityForm: 'Identity statement must start with "I am" or "I can"',
  pillar: 'Choose a primary pillar',
  questsRequired: 'Link at least one quest',
  questsTooMany: `Link at most ${BADGE_MAX_QUESTS} quests`,
  questsDuplicate: 'Each quest can be linked once',
  minQuests: 'Minimum quests must be a whole number of at least 1',
  minQuestsAboveLinked: 'Minimum quests cannot be more than the number of linked quests',
  minXp: `Minimum XP must be a whole number from 0 to ${BADGE_MIN_XP_MAX}`,
} as const;

const identityForm = (s: string) => /^I (am|can)\b/i.test(s);

export const badgeInputSchema = z
  .strictObject({
    name: z
      .string({ error: BADGE_MESSAGES.nameRequired })
      .trim()
      .min(1, BADGE_MESSAGES.nameRequired)
      .max(BADGE_NAME_MAX, BADGE_MESSAGES.nameTooLong),
    description: z
      .string({ error: BADGE_MESSAGES.descriptionRequired })
      .trim()
      .min(1, BADGE_MESSAGES.descriptionRequired)
      .max(BADGE_DESCRIPTION_MAX, BADGE_MESSAGES.descriptionTooLong),
    identity_statement: z
      .string({ error: BADGE_MESSAGES.identityRequired })
      .trim()
      .min(1, BADGE_MESSAGES.identityRequired)
      .max(BADGE_IDENTITY_MAX, BADGE_MESSAGES.identityTooLong)
      .refine(identityForm, BADGE_MESSAGES.identityForm),
    primary_pillar: z.enum(PILLARS, { error: BADGE_MESSAGES.pillar }),
    quest_ids: z
      .array(z.uuid({ error: 'Not a valid quest id' }), { error: BADGE_MESSAGES.questsRequired })
      .min(1, BADGE_MESSAGES.questsRequired)
      .max(BADGE_MAX_QUESTS, BADGE_MESSAGES.questsTooMany)
      .refine((ids) => new Set(ids).size === ids.length, BADGE_MESSAGES.questsDuplicate),
    min_quests: z
      .number({ error: BADGE_MESSAGES.minQuests })
      .int(BADGE_MESSAGES.minQuests)
      .min(1, BADGE_MESSAGES.minQuests),
    min_xp: z
      .number({ error: BADGE_MESSAGES.minXp })
      .int(BADGE_MESSAGES.minXp)
      .min(0, BADGE_MESSAGES.minXp)
      .max(BADGE_MIN_XP_MAX, BADGE_MESSAGES.minXp),
    is_active: z.boolean({ error: 'Active must be true or false' }),
  })
  // Runs even when other fields are invalid (so the form shows every message at once), as long
  // as the two fields it compares are themselves valid. An issue without a path means the body is
  // not an object at all (null, an array, a string), and then there is nothing to compare.
  .refine((value) => value.min_quests <= value.quest_ids.length, {
    path: ['min_quests'],
    message: BADGE_MESSAGES.minQuestsAboveLinked,
    when: (payload) =>
      payload.issues.every(
        (issue) =>
          issue.path?.[0] !== undefined &&
          !['quest_ids', 'min_quests'].includes(String(issue.path[0])),
      ),
  });
export type BadgeInput = z.infer<typeof badgeInputSchema>;
