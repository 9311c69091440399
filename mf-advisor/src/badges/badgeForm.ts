import { badgeInputSchema, type BadgeInput } from '@optio/contracts';
import type { EditableBadge, QuestRef } from '../api/types';

export interface BadgeFormValues {
  name: string;
  description: string;
  identity_statement: string;
  primary_pillar: string;
  quests: QuestRef[];
  min_quests: string;
  min_xp: string;
  is_active: boolean;
}

export const EMPTY_BADGE: BadgeFormValues = {
  name: '',
  description: '',
  identity_statement: '',
  primary_pillar: '',
  quests: [],
  min_quests: '1',
  min_xp: '0',
  is_active: true,
};

export function fromBadge(badge: EditableBadge): BadgeFormValues {
  return {
    name: badge.name,
    description: badge.description,
    identity_statement: badge.identity_statement,
    primary_pillar: badge.primary_pillar,
    quests: badge.quests,
    min_quests: String(badge.min_quests),
    min_xp: String(badge.min_xp),
    is_active: badge.is_active,
  };
}

const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The same rules the API applies (@optio/contracts badgeInputSchema), with field messages. */
export function validateBadge(
  values: BadgeFormValues,
): { ok: true; input: BadgeInput } | { ok: false; fields: Record<string, string> } {
  const parsed = badgeInputSchema.safeParse({
    name: values.name,
    description: values.description,
    identity_statement: values.identity_statement,
    primary_pillar: values.primary_pillar,
    quest_ids: values.quests.map((q) => q.id),
    min_quests: toNumber(values.min_quests),
    min_xp: toNumber(values.min_xp),
    is_active: values.is_active,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
