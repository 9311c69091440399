// Scaling of the XP-per-pillar bar chart.
import { PILLARS, type Pillar } from '@optio/contracts';

/** A "nice" upper bound for an axis: 1, 2, 2.5 or 5 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

export interface Bar {
  pillar: Pillar;
  value: number;
  /** Length in chart units, 0..length. */
  size: number;
}

/** One bar per pillar, in the platform's pillar order, scaled to `length` units. */
export function pillarBars(xp: Partial<Record<Pillar, number>>, length: number) {
  const values = PILLARS.map((p) => Math.max(0, xp[p] ?? 0));
  const max = niceMax(Math.max(...values));
  const bars: Bar[] = PILLARS.map((pillar, i) => ({
    pillar,
    value: values[i]!,
    size: (values[i]! / max) * length,
  }));
  return { max, bars, ticks: [0, max / 4, max / 2, (max * 3) / 4, max] };
}
