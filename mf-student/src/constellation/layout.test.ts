import type { ConstellationQuest } from '../api/types';
import { layoutStars, MAP_SIZE, pillarAt, starRadius } from './layout';

const pillars = ['stem', 'wellness', 'communication', 'civics', 'art'] as const;

function quest(id: string, n: number, completed: boolean): ConstellationQuest {
  return {
    id,
    title: `Quest ${id}`,
    completed_at: completed ? '2026-11-01T10:00:00Z' : null,
    tasks: Array.from({ length: n }, (_, i) => ({
      id: `${id}-t${i}`,
      title: `Task ${i}`,
      pillar: pillars[i % 5]!,
      xp: 50 + i * 10,
      completed_at: `2026-10-${String(10 + i).padStart(2, '0')}T10:00:00Z`,
    })),
  };
}

describe('layoutStars', () => {
  const map = layoutStars([quest('a', 12, true), quest('b', 7, false)]);

  it('gives every completed task a star inside the map, in its pillar sector', () => {
    expect(map.tasks).toHaveLength(19);
    for (const star of map.tasks) {
      expect(star.x).toBeGreaterThan(0);
      expect(star.x).toBeLessThan(MAP_SIZE);
      expect(star.y).toBeGreaterThan(0);
      expect(star.y).toBeLessThan(MAP_SIZE);
      expect(pillarAt(star.x, star.y)).toBe(star.pillar);
    }
  });

  it('keeps stars apart', () => {
    for (let i = 0; i < map.tasks.length; i++)
      for (let j = i + 1; j < map.tasks.length; j++) {
        const a = map.tasks[i]!;
        const b = map.tasks[j]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(4);
      }
  });

  it('adds a star for completed quests only, linked to its tasks', () => {
    expect(map.quests.map((q) => q.id)).toEqual(['a']);
    expect(map.quests[0]!.taskIds).toHaveLength(12);
  });

  it('is stable for the same data', () => {
    expect(layoutStars([quest('a', 12, true), quest('b', 7, false)])).toEqual(map);
  });

  it('draws an empty sky without stars', () => {
    const empty = layoutStars([]);
    expect(empty.tasks).toEqual([]);
    expect(empty.sectors).toHaveLength(5);
  });

  it('sizes stars by XP within bounds', () => {
    expect(starRadius(10)).toBeLessThan(starRadius(400));
    expect(starRadius(100000)).toBe(9);
  });
});
