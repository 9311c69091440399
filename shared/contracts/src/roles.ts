export const ROLES = [
  'student',
  'parent',
  'advisor',
  'educator',
  'admin',
  'observer',
  'marketing',
] as const;
export type Role = (typeof ROLES)[number];

export const TIERS = ['free', 'explorer', 'creator', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const PILLARS = ['stem', 'wellness', 'communication', 'civics', 'art'] as const;
export type Pillar = (typeof PILLARS)[number];

/** The school subjects a task's XP is split across; credits are counted per subject. */
export const SUBJECTS = [
  'language_arts',
  'math',
  'science',
  'social_studies',
  'financial_literacy',
  'health',
  'pe',
  'fine_arts',
  'cte',
  'digital_literacy',
  'electives',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** The credit settings before an admin changes them (GET /api/admin/credit-settings). */
export const DEFAULT_CREDIT_SETTINGS: {
  xp_per_credit: number;
  /** Credits the diploma needs in all (at least the sum of the subject requirements). */
  total_required: number;
  requirements: Record<Subject, number>;
} = {
  xp_per_credit: 2000,
  // The subject minimums add up to 23.5: the last half credit may come from any subject.
  total_required: 24,
  requirements: {
    language_arts: 4,
    math: 3,
    science: 3,
    social_studies: 3.5,
    financial_literacy: 0.5,
    health: 0.5,
    pe: 2,
    fine_arts: 1.5,
    cte: 1,
    digital_literacy: 0.5,
    electives: 4,
  },
};

/** The user profile as `GET /api/auth/me` and `POST /api/auth/login` return it. */
export interface User {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  subscription_tier: Tier | null;
  created_at: string;
  /** The interface language saved on the user's profile (`en`/`es`); null when never chosen. */
  language?: 'en' | 'es' | null;
}

export interface RoleFlags {
  isAdminLike: boolean;
  isCreator: boolean;
  isAcademy: boolean;
  isFree: boolean;
}

/** docs/product.md#role-flags: the one place every app computes them from. */
export function deriveRoleFlags(
  user: Pick<User, 'role' | 'subscription_tier'> | null | undefined,
): RoleFlags {
  const role = user?.role;
  const tier = user?.subscription_tier ?? null;
  return {
    isAdminLike: role === 'admin' || role === 'educator',
    isCreator: tier === 'creator' || tier === 'enterprise',
    isAcademy: tier === 'enterprise',
    isFree: tier === null || tier === 'free' || tier === 'explorer',
  };
}

/** docs/product.md#gate: admin passes every role gate; everyone else needs one of the listed roles. */
export function passesRoleGate(
  role: Role | undefined,
  required: readonly Role[] | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  if (!role) return false;
  return role === 'admin' || required.includes(role);
}
