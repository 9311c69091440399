import type { Flag, SafetyCategory, Verdict } from '../safety';

/** The surfaces outside the tutor's chat (the tutor decides its own, see tutor/safety/policy). */
export type ItemSurface = 'direct_message' | 'encouragement' | 'evidence';

export type ItemAction = 'held' | 'redacted';

/**
 * Which e-mail linked parents get at once, if any: `self_harm` goes to the author's parents,
 * `sexual` (sexual content or grooming) to the parents of every child the item involves.
 */
export type ParentAlert = 'self_harm' | 'sexual' | null;

export interface SurfaceOutcome {
  /** Kept from its recipient (or from being shared) until a staff member releases it. */
  held: boolean;
  /** What is stored: the text with personal details masked. */
  stored: string;
  /** One incident per flag, each with what was done. */
  incidents: (Flag & { action: ItemAction })[];
  /** Possible abuse (not grooming of the reader) is among the flags: none of this reaches
   * parents (it may be at home). */
  hiddenFromParents: boolean;
  parentAlert: ParentAlert;
  /** The categories that held it, most severe first (shown to its author). */
  heldCategories: SafetyCategory[];
}

const URGENT = new Set(['high', 'critical']);

/** Words that aim a text at its reader ("keep this our secret from your parents"). */
const AIMED_AT_READER =
  /(?:^|[^\p{L}])(?:you|your|yours|u|ur|tu|tus|te|ti|toi|vous|du|dich|dir|dein|deine|voce|você|vc|teu|tua)(?=$|[^\p{L}])/iu;

/**
 * Abuse that may be happening at home stays away from parents. Grooming is the exception: a
 * message sent to a child by someone else, aimed at them and not a report of being hurt
 * ("don't tell your parents, let's meet alone"), so the child's parents are told, unless the
 * sender is one of those parents (see `outcomeFor`).
 */
function isGroomingOfReader(surface: ItemSurface, verdict: Verdict): boolean {
  if (surface === 'evidence') return false;
  const abuse = verdict.flags.filter((f) => f.category === 'abuse');
  return (
    abuse.length > 0 && abuse.every((f) => !f.reported) && AIMED_AT_READER.test(verdict.masked)
  );
}

/**
 * What a verdict does on a surface (docs/safety.md, "What a flag does on each surface").
 * A direct message is held for any flag, personal details included (its sender is told why);
 * an encouragement or evidence only for flags other than personal details, which are masked.
 */
export function outcomeFor(
  surface: ItemSurface,
  verdict: Verdict,
  author: { isChild: boolean; isParentOfReader?: boolean },
): SurfaceOutcome {
  const serious = verdict.flags.filter((f) => f.category !== 'personal_info');
  const held = surface === 'direct_message' ? verdict.flagged : serious.length > 0;
  const grooming = isGroomingOfReader(surface, verdict);
  // Grooming, sexual content or abuse written by a child's own parent is abuse at home: the alert
  // would reach the sender, so it goes to the safety team alone.
  const fromOwnParent =
    author.isParentOfReader === true &&
    verdict.categories.some((c) => c === 'abuse' || c === 'sexual');
  const hiddenFromParents = (verdict.categories.includes('abuse') && !grooming) || fromOwnParent;
  let parentAlert: ParentAlert = null;
  if (hiddenFromParents) {
    parentAlert = null;
  } else if (grooming) {
    parentAlert = 'sexual';
  } else {
    // A child's self-harm phrase (high or critical) e-mails their parents at once; a possible
    // self-harm score (lower severity) is a case for the safety team and the parent's view.
    if (
      author.isChild &&
      verdict.flags.some((f) => f.category === 'self_harm' && URGENT.has(f.severity))
    ) {
      parentAlert = 'self_harm';
    } else if (verdict.categories.includes('sexual')) {
      parentAlert = 'sexual';
    }
  }
  return {
    held,
    stored: verdict.masked,
    incidents: verdict.flags.map((f) => ({ ...f, action: held ? 'held' : 'redacted' })),
    hiddenFromParents,
    parentAlert,
    heldCategories: held ? verdict.categories : [],
  };
}

/** Reads a stored `held_categories` value (a JSON array), tolerating null and bad rows. */
export function parseHeldCategories(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}
