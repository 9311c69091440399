export * from '../../db/tables/community';

/** A friendship's key: the pair in a fixed order, so each pair is stored once. */
export const friendPair = (a: string, b: string): { user_low: string; user_high: string } =>
  a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
