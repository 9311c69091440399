// Star map layout: five sectors around a centre, one per pillar; each completed task is a star
// in its pillar's sector (spread like sunflower seeds, so stars never pile up), and each
// completed quest a bigger star at the middle of its tasks.
import { PILLARS, type Pillar } from '@optio/contracts';
import type { ConstellationQuest } from '../api/types';

export const MAP_SIZE = 600;
const CENTRE = MAP_SIZE / 2;
const INNER = 60;
const OUTER = MAP_SIZE / 2 - 70;
const SECTOR = (2 * Math.PI) / PILLARS.length;
const PAD = 0.12; // radians kept free at each sector edge
const GOLDEN = 0.618033988749895;

export interface TaskStar {
  kind: 'task';
  id: string;
  title: string;
  questId: string;
  questTitle: string;
  pillar: Pillar;
  xp: number;
  completedAt: string;
  x: number;
  y: number;
  r: number;
}

export interface QuestStar {
  kind: 'quest';
  id: string;
  title: string;
  completedAt: string;
  x: number;
  y: number;
  r: number;
  taskIds: string[];
}

export interface StarMap {
  tasks: TaskStar[];
  quests: QuestStar[];
  sectors: {
    pillar: Pillar;
    startAngle: number;
    endAngle: number;
    labelX: number;
    labelY: number;
  }[];
}

/** Angle of a sector's start; the first pillar points straight up. */
export function sectorStart(index: number): number {
  return -Math.PI / 2 - SECTOR / 2 + index * SECTOR;
}

export function starRadius(xp: number): number {
  return Math.min(9, 2.5 + Math.sqrt(Math.max(0, xp)) / 4);
}

const round = (n: number) => Math.round(n * 10) / 10;

export function layoutStars(quests: ConstellationQuest[]): StarMap {
  const byPillar = new Map<
    Pillar,
    { task: ConstellationQuest['tasks'][number]; quest: ConstellationQuest }[]
  >();
  for (const quest of quests) {
    for (const task of quest.tasks) {
      byPillar.set(task.pillar, [...(byPillar.get(task.pillar) ?? []), { task, quest }]);
    }
  }
  const tasks: TaskStar[] = [];
  PILLARS.forEach((pillar, index) => {
    const list = (byPillar.get(pillar) ?? []).sort(
      (a, b) =>
        a.task.completed_at.localeCompare(b.task.completed_at) ||
        a.task.id.localeCompare(b.task.id),
    );
    const start = sectorStart(index) + PAD;
    const span = SECTOR - 2 * PAD;
    list.forEach(({ task, quest }, k) => {
      const angle = start + ((k * GOLDEN + 0.5) % 1) * span;
      const radius = INNER + Math.sqrt((k + 0.5) / list.length) * (OUTER - INNER);
      tasks.push({
        kind: 'task',
        id: task.id,
        title: task.title,
        questId: quest.id,
        questTitle: quest.title,
        pillar,
        xp: task.xp,
        completedAt: task.completed_at,
        x: round(CENTRE + Math.cos(angle) * radius),
        y: round(CENTRE + Math.sin(angle) * radius),
        r: starRadius(task.xp),
      });
    });
  });

  const questStars: QuestStar[] = quests
    .filter((q): q is ConstellationQuest & { completed_at: string } => q.completed_at !== null)
    .map((q) => {
      const mine = tasks.filter((s) => s.questId === q.id);
      const x = mine.length ? mine.reduce((sum, s) => sum + s.x, 0) / mine.length : CENTRE;
      const y = mine.length ? mine.reduce((sum, s) => sum + s.y, 0) / mine.length : CENTRE;
      return {
        kind: 'quest',
        id: q.id,
        title: q.title,
        completedAt: q.completed_at,
        x: round(x),
        y: round(y),
        r: 11,
        taskIds: mine.map((s) => s.id),
      };
    });

  const sectors = PILLARS.map((pillar, index) => {
    const start = sectorStart(index);
    const mid = start + SECTOR / 2;
    return {
      pillar,
      startAngle: start,
      endAngle: start + SECTOR,
      labelX: round(CENTRE + Math.cos(mid) * (OUTER + 36)),
      labelY: round(CENTRE + Math.sin(mid) * (OUTER + 36)),
    };
  });
  return { tasks, quests: questStars, sectors };
}

/** The angle (from the centre) of a point, in the same frame as the sectors, 0..2π from the first. */
export function pillarAt(x: number, y: number): Pillar {
  const angle = Math.atan2(y - CENTRE, x - CENTRE);
  const fromFirst = (((angle - sectorStart(0)) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  return PILLARS[Math.floor(fromFirst / SECTOR)]!;
}
