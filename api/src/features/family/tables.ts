export * from '../../db/tables/family';

export const OBSERVER_INVITATION_TTL_MS = 7 * 86_400_000;
