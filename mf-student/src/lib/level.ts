// Levels by total XP (docs/api/learning.md "Rules"): the API names the level and the next one;
// this works out how far the student is towards it.
export interface LevelProgress {
  /** 0..100, whole numbers; 100 at the top level. */
  percent: number;
  /** XP still needed to reach the next level; 0 at the top level. */
  remaining: number;
  /** XP earned since the current level began. */
  into: number;
  /** XP the current level spans (0 at the top level). */
  span: number;
}

export function levelProgress(
  xpTotal: number,
  current: { min_xp: number },
  next: { min_xp: number } | null,
): LevelProgress {
  const xp = Math.max(0, xpTotal);
  if (!next) return { percent: 100, remaining: 0, into: xp - current.min_xp, span: 0 };
  const span = Math.max(1, next.min_xp - current.min_xp);
  const into = Math.min(span, Math.max(0, xp - current.min_xp));
  return {
    percent: Math.floor((into / span) * 100),
    remaining: Math.max(0, next.min_xp - xp),
    into,
    span,
  };
}
