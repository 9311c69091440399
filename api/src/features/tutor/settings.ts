import type { Tier } from '@optio/contracts';
import type { Queryable } from '../../db/types';
import { countStudentMessagesSince, findSettingsRow, findUserTier } from './store';
import { TUTOR_MODES, type TutorMode } from './tables';

/** Messages a student may send the tutor per UTC day, by subscription tier (none = free). */
export const TIER_DAILY_LIMITS: Record<Tier, number> = {
  free: 10,
  explorer: 25,
  creator: 100,
  enterprise: 300,
};

export const MESSAGE_MAX = 2000;

export interface TutorSettings {
  enabled: boolean;
  /** The limit in force: the parent's choice, never above the tier's default. */
  daily_limit: number;
  tier: Tier;
  tier_limit: number;
  allowed_modes: TutorMode[];
  /** Linked parents may read the conversations (the student is told). */
  monitoring: boolean;
  /** Linked parents get an e-mail for every high-severity flag (self-harm always e-mails). */
  email_alerts: boolean;
  updated_at: string | null;
}

function parseModes(json: string): TutorMode[] {
  try {
    const v = JSON.parse(json) as unknown;
    if (!Array.isArray(v)) return [...TUTOR_MODES];
    return TUTOR_MODES.filter((m) => v.includes(m));
  } catch {
    return [...TUTOR_MODES];
  }
}

/** The child's settings as they apply now (defaults when no parent has changed anything). */
export async function loadSettings(k: Queryable, studentId: string): Promise<TutorSettings> {
  const [user, row] = await Promise.all([
    findUserTier(k, studentId),
    findSettingsRow(k, studentId),
  ]);
  const tier: Tier = user?.subscription_tier ?? 'free';
  const tierLimit = TIER_DAILY_LIMITS[tier] ?? TIER_DAILY_LIMITS.free;
  return {
    enabled: row ? row.enabled === 1 : true,
    // A tier downgrade lowers a limit that was chosen under the old tier.
    daily_limit: Math.min(row?.daily_limit ?? tierLimit, tierLimit),
    tier,
    tier_limit: tierLimit,
    allowed_modes: row ? parseModes(row.allowed_modes) : [...TUTOR_MODES],
    monitoring: row ? row.monitoring === 1 : true,
    email_alerts: row ? row.email_alerts === 1 : true,
    updated_at: row?.updated_at ?? null,
  };
}

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Messages the student sent the tutor since UTC midnight. */
export async function messagesToday(k: Queryable, studentId: string, now: Date): Promise<number> {
  return countStudentMessagesSince(k, studentId, startOfUtcDay(now).toISOString());
}
