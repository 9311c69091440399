import { PILLARS } from '../constants';
import { DEMO_QUESTS, findQuest, findTask, isDemoQuestId } from './quests';

describe('demo quests (docs/product.md#entities)', () => {
  it('are the four quests of the spec with their totals', () => {
    expect(DEMO_QUESTS.map((q) => [q.id, q.totalXP])).toEqual([
      ['music-composition', 300],
      ['family-recipes', 350],
      ['small-business', 400],
      ['volunteer-impact', 350],
    ]);
  });

  it.each(DEMO_QUESTS.map((q) => [q.id, q] as const))(
    '%s has four tasks of 75 to 100 XP summing to its total, with text',
    (_id, quest) => {
      expect(quest.tasks).toHaveLength(4);
      for (const t of quest.tasks) {
        expect(t.xp).toBeGreaterThanOrEqual(75);
        expect(t.xp).toBeLessThanOrEqual(100);
        expect(PILLARS).toContain(t.pillar);
        expect(t.title.length).toBeGreaterThan(0);
      }
      expect(quest.tasks.reduce((s, t) => s + t.xp, 0)).toBe(quest.totalXP);
      expect(quest.title && quest.description && quest.appeal).toBeTruthy();
      expect([...quest.pillars].sort()).toEqual(
        [...new Set(quest.tasks.map((t) => t.pillar))].sort(),
      );
    },
  );

  it('spread over all five pillars, with unique task ids', () => {
    const pillars = new Set(DEMO_QUESTS.flatMap((q) => q.tasks.map((t) => t.pillar)));
    expect([...pillars].sort()).toEqual([...PILLARS].sort());
    const ids = DEMO_QUESTS.flatMap((q) => q.tasks.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('looks quests and tasks up by id', () => {
    expect(findQuest('family-recipes')?.totalXP).toBe(350);
    expect(findQuest('nope')).toBeUndefined();
    expect(findQuest(null)).toBeUndefined();
    expect(findTask('sb-pitch')?.quest.id).toBe('small-business');
    expect(findTask('nope')).toBeUndefined();
    expect(isDemoQuestId('volunteer-impact')).toBe(true);
    expect(isDemoQuestId(42)).toBe(false);
  });
});
