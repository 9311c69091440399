import {
  COMPLETION_BONUS_RATE,
  MAX_SELECTED_QUESTS,
  MAX_STEP,
  PILLARS,
  type Pillar,
} from '../constants';
import { DEMO_QUESTS, findQuest, type DemoQuestId } from '../content/quests';
import { completionBonus } from './bonus';
import {
  chooseFreeTier,
  chooseQuest,
  chooseVisionTier,
  closeModal,
  completeTask,
  demoReducer,
  generateDiploma,
  goToStep,
  initialDemoState,
  logInteraction,
  nextStep,
  openModal,
  previousStep,
  resetDemo,
  setPersona,
  setSubmittedWorkVisibility,
  setWorkVisibility,
  toggleInList,
  toggleInterest,
  toggleQuest,
  updateUserInputs,
} from './demoSlice';
import {
  bonusXP,
  canSelectMoreQuests,
  isAccredited,
  questProgress,
  totalEarnedXP,
} from './selectors';
import type { DemoState } from './types';

const AT = '2026-11-23T00:00:00.000Z';
type Action = Parameters<typeof demoReducer>[1];
const run = (actions: Action[], from: DemoState = initialDemoState()) =>
  actions.reduce(demoReducer, from);
const xp = (partial: Partial<Record<Pillar, number>>) =>
  Object.fromEntries(PILLARS.map((p) => [p, partial[p] ?? 0]));

function completeAll(questId: DemoQuestId): Action[] {
  const quest = findQuest(questId)!;
  return quest.tasks.map((t) =>
    completeTask({ questId, taskId: t.id, evidence: `did ${t.id}` }, AT),
  );
}

describe('initial state (docs/product.md#entities)', () => {
  it('starts at step 0, signed-out friendly, with public work visibility and a free tier', () => {
    const s = initialDemoState();
    expect(s.currentStep).toBe(0);
    expect(s.persona).toBeNull();
    expect(s.workVisibility).toBe('public');
    expect(s.subscriptionTier).toBe('free');
    expect(s.earnedXP).toEqual(xp({}));
    expect(s.selectedQuests).toEqual([]);
    expect(s.miniQuestCompleted).toBe(false);
    expect(s.simulatedTaskCompleted).toBe(false);
    expect(s.generatedDiploma).toBeNull();
    expect(s.showAccreditedOption).toBe(false);
    expect(demoReducer(undefined, { type: '@@init' })).toEqual(s);
  });
});

describe('steps', () => {
  it('next caps at MAX_STEP (7)', () => {
    expect(MAX_STEP).toBe(7);
    const s = run(Array.from({ length: 12 }, () => nextStep()));
    expect(s.currentStep).toBe(7);
    expect(run([nextStep()], s).currentStep).toBe(7);
  });

  it('previous floors at 0', () => {
    expect(run([previousStep()]).currentStep).toBe(0);
    expect(
      run([nextStep(), nextStep(), previousStep(), previousStep(), previousStep()]).currentStep,
    ).toBe(0);
  });

  it('goToStep clamps into 0..7 and truncates', () => {
    expect(run([goToStep(5)]).currentStep).toBe(5);
    expect(run([goToStep(99)]).currentStep).toBe(7);
    expect(run([goToStep(-3)]).currentStep).toBe(0);
    expect(run([goToStep(2.7)]).currentStep).toBe(2);
    expect(run([goToStep(Number.NaN)]).currentStep).toBe(0);
  });
});

describe('persona', () => {
  it('choosing the student persona sets step 1 without the accredited option', () => {
    const s = run([goToStep(5), setPersona('student', AT)]);
    expect(s.persona).toBe('student');
    expect(s.currentStep).toBe(1);
    expect(s.showAccreditedOption).toBe(false);
  });

  it('choosing the parent persona sets step 1 and shows the accredited option', () => {
    const s = run([setPersona('parent', AT)]);
    expect(s.currentStep).toBe(1);
    expect(s.showAccreditedOption).toBe(true);
  });

  it('switching from parent to student hides the option and drops the academy tier', () => {
    const s = run([setPersona('parent', AT), chooseVisionTier(AT), setPersona('student', AT)]);
    expect(s.showAccreditedOption).toBe(false);
    expect(s.subscriptionTier).toBe('free');
  });

  it('ignores an unknown persona', () => {
    const s = run([setPersona('teacher' as never, AT)]);
    expect(s).toEqual(initialDemoState());
  });

  it('logs the choice with its timestamp', () => {
    expect(run([setPersona('parent', AT)]).interactions).toEqual([
      { type: 'persona', at: AT, detail: 'parent' },
    ]);
  });
});

describe('quest selection', () => {
  it('choosing a quest moves to step 3 and makes it the active quest', () => {
    const s = run([setPersona('student', AT), nextStep(), chooseQuest('small-business', AT)]);
    expect(s.currentStep).toBe(3);
    expect(s.selectedQuest).toBe('small-business');
    expect(s.selectedQuests).toEqual(['small-business']);
  });

  it('choosing an unknown quest changes nothing', () => {
    const before = run([goToStep(2)]);
    expect(run([chooseQuest('space-travel', AT)], before)).toEqual(before);
  });

  it('toggling adds, toggling again removes', () => {
    let s = run([toggleQuest('music-composition', AT), toggleQuest('family-recipes', AT)]);
    expect(s.selectedQuests).toEqual(['music-composition', 'family-recipes']);
    s = run([toggleQuest('music-composition', AT)], s);
    expect(s.selectedQuests).toEqual(['family-recipes']);
  });

  it('removing the active quest clears it', () => {
    const s = run([chooseQuest('family-recipes', AT), toggleQuest('family-recipes', AT)]);
    expect(s.selectedQuests).toEqual([]);
    expect(s.selectedQuest).toBeNull();
  });

  it('toggling an unknown quest is ignored', () => {
    expect(run([toggleQuest('nope', AT)]).selectedQuests).toEqual([]);
  });

  it(`allows at most ${MAX_SELECTED_QUESTS} quests: all four can be selected, then none more`, () => {
    expect(MAX_SELECTED_QUESTS).toBe(4);
    const s = run(DEMO_QUESTS.map((q) => toggleQuest(q.id, AT)));
    expect(s.selectedQuests).toEqual(DEMO_QUESTS.map((q) => q.id));
    expect(canSelectMoreQuests(s)).toBe(false);
    const fewer = run([toggleQuest('small-business', AT)], s);
    expect(fewer.selectedQuests).toHaveLength(3);
    expect(canSelectMoreQuests(fewer)).toBe(true);
  });

  it('the toggle rule refuses an id past the limit and removes an id already there', () => {
    const four = ['a', 'b', 'c', 'd'];
    expect(toggleInList(four, 'e', MAX_SELECTED_QUESTS)).toBe(four);
    expect(toggleInList(four, 'b', MAX_SELECTED_QUESTS)).toEqual(['a', 'c', 'd']);
    expect(toggleInList(['a'], 'b', MAX_SELECTED_QUESTS)).toEqual(['a', 'b']);
    expect(toggleInList([], 'a', 0)).toEqual([]);
  });

  it('a toggle that changes nothing leaves the state untouched (and unlogged)', () => {
    const over = {
      ...initialDemoState(),
      selectedQuests: ['music-composition', 'family-recipes', 'small-business', 'small-business'],
    } as DemoState;
    // A corrupt list of four without volunteer-impact: adding a fifth is refused.
    expect(run([toggleQuest('volunteer-impact', AT)], over)).toBe(over);
  });

  it('choosing a quest when the plan is full of other quests is refused', () => {
    const full = {
      ...initialDemoState(),
      selectedQuests: ['music-composition', 'family-recipes', 'small-business', 'volunteer-impact'],
    } as DemoState;
    const s = run([chooseQuest('family-recipes', AT)], full);
    expect(s.currentStep).toBe(3);
    expect(s.selectedQuests).toHaveLength(4);
  });
});

describe('completing tasks', () => {
  it('adds the task xp to its pillar and records evidence, timestamp and submitted work', () => {
    const s = run([
      chooseQuest('family-recipes', AT),
      completeTask(
        { questId: 'family-recipes', taskId: 'fr-scale', evidence: '  Doubled   it ' },
        AT,
      ),
    ]);
    expect(s.earnedXP).toEqual(xp({ stem: 100 }));
    expect(s.completedTasks).toEqual([
      { taskId: 'fr-scale', questId: 'family-recipes', evidence: 'Doubled it', timestamp: AT },
    ]);
    expect(s.submittedWork).toEqual([
      { questId: 'family-recipes', taskId: 'fr-scale', work: 'Doubled it', visibility: 'public' },
    ]);
    expect(s.simulatedTaskCompleted).toBe(true);
    expect(s.miniQuestCompleted).toBe(false);
    expect(s.unlockedBadges).toEqual([]);
  });

  it('ignores a task unknown to the quest', () => {
    const before = run([chooseQuest('family-recipes', AT)]);
    // A real task of another quest, a made-up task, and an unknown quest.
    const after = run(
      [
        completeTask({ questId: 'family-recipes', taskId: 'sb-pitch', evidence: 'x' }, AT),
        completeTask({ questId: 'family-recipes', taskId: 'fr-nope', evidence: 'x' }, AT),
        completeTask({ questId: 'nope', taskId: 'fr-scale', evidence: 'x' }, AT),
      ],
      before,
    );
    expect(after).toEqual(before);
  });

  it('ignores completing the same task twice and a task without evidence', () => {
    const once = run([
      completeTask({ questId: 'small-business', taskId: 'sb-need', evidence: 'a' }, AT),
    ]);
    const twice = run(
      [
        completeTask({ questId: 'small-business', taskId: 'sb-need', evidence: 'b' }, AT),
        completeTask({ questId: 'small-business', taskId: 'sb-budget', evidence: '   ' }, AT),
      ],
      once,
    );
    expect(twice).toEqual(once);
    expect(twice.earnedXP.civics).toBe(100);
  });

  it('caps evidence length', () => {
    const s = run([
      completeTask(
        { questId: 'small-business', taskId: 'sb-need', evidence: 'x'.repeat(1000) },
        AT,
      ),
    ]);
    expect(s.completedTasks[0]?.evidence).toHaveLength(280);
  });

  it('uses the current work visibility for new work', () => {
    const s = run([
      setWorkVisibility('private'),
      completeTask({ questId: 'small-business', taskId: 'sb-need', evidence: 'a' }, AT),
    ]);
    expect(s.submittedWork[0]?.visibility).toBe('private');
  });
});

describe('completion bonus: round(total × 0.5) split evenly (rounded) across distinct pillars', () => {
  it('uses the 50% rate', () => {
    expect(COMPLETION_BONUS_RATE).toBe(0.5);
  });

  // Exact per-pillar XP after completing every task of each quest, bonus included.
  const expected: Record<
    DemoQuestId,
    { bonus: number; share: number; xp: Partial<Record<Pillar, number>> }
  > = {
    // art 75+75, stem 75, communication 75; bonus 150 over 3 pillars = 50 each
    'music-composition': { bonus: 150, share: 50, xp: { art: 200, stem: 125, communication: 125 } },
    // communication 75, stem 100, wellness 100, art 75; bonus 175 over 4 = 43.75 -> 44 each
    'family-recipes': {
      bonus: 175,
      share: 44,
      xp: { communication: 119, stem: 144, wellness: 144, art: 119 },
    },
    // civics, stem, art, communication 100 each; bonus 200 over 4 = 50 each
    'small-business': {
      bonus: 200,
      share: 50,
      xp: { civics: 150, stem: 150, art: 150, communication: 150 },
    },
    // civics 75+100, wellness 100, communication 75; bonus 175 over 3 = 58.33 -> 58 each
    'volunteer-impact': {
      bonus: 175,
      share: 58,
      xp: { civics: 233, wellness: 158, communication: 133 },
    },
  };

  it.each(DEMO_QUESTS.map((q) => q.id))('%s', (questId) => {
    const quest = findQuest(questId)!;
    const want = expected[questId];
    const b = completionBonus(quest);
    expect(b.bonus).toBe(want.bonus);
    expect(Object.values(b.perPillar).every((v) => v === want.share)).toBe(true);

    const beforeLast = run([chooseQuest(questId, AT), ...completeAll(questId).slice(0, 3)]);
    expect(beforeLast.miniQuestCompleted).toBe(false);
    expect(beforeLast.unlockedBadges).toEqual([]);
    expect(totalEarnedXP(beforeLast)).toBe(quest.tasks.slice(0, 3).reduce((s, t) => s + t.xp, 0));

    const s = run(completeAll(questId).slice(3), beforeLast);
    expect(s.earnedXP).toEqual(xp(want.xp));
    expect(totalEarnedXP(s)).toBe(quest.totalXP + want.share * quest.pillars.length);
    expect(s.unlockedBadges).toEqual([quest.badge.id]);
    expect(s.miniQuestCompleted).toBe(true);
    expect(questProgress(s, quest)).toEqual({ done: 4, total: 4, complete: true });
    expect(bonusXP(s)).toEqual(xp(Object.fromEntries(quest.pillars.map((p) => [p, want.share]))));
  });

  it('gives the bonus once, whatever the order, and adds up across quests', () => {
    const reversed = completeAll('volunteer-impact').reverse();
    const s = run([
      ...reversed,
      ...completeAll('volunteer-impact'),
      ...completeAll('small-business'),
    ]);
    expect(s.earnedXP).toEqual(
      xp({ civics: 233 + 150, wellness: 158, communication: 133 + 150, stem: 150, art: 150 }),
    );
    expect(s.unlockedBadges).toEqual(['badge-community-champion', 'badge-entrepreneur']);
  });

  it('completing all four quests earns every pillar', () => {
    const s = run(DEMO_QUESTS.flatMap((q) => completeAll(q.id)));
    expect(s.earnedXP).toEqual(
      xp({
        art: 200 + 119 + 150,
        stem: 125 + 144 + 150,
        communication: 125 + 119 + 150 + 133,
        wellness: 144 + 158,
        civics: 150 + 233,
      }),
    );
    expect(s.unlockedBadges).toHaveLength(4);
  });
});

describe('tier and diploma', () => {
  it('the vision tier action sets the tier to academy; the free action sets it back', () => {
    const s = run([setPersona('parent', AT), chooseVisionTier(AT)]);
    expect(s.subscriptionTier).toBe('academy');
    expect(isAccredited(s)).toBe(true);
    expect(run([chooseFreeTier(AT)], s).subscriptionTier).toBe('free');
  });

  it('the diploma is accredited exactly when the tier is academy, also when the tier changes later', () => {
    const base = run([
      setPersona('parent', AT),
      updateUserInputs({ name: 'Ana', learnerName: 'Leo' }),
      chooseQuest('music-composition', AT),
      ...completeAll('music-composition'),
    ]);
    const free = run([generateDiploma(AT)], base);
    expect(free.generatedDiploma).toEqual({
      name: 'Leo',
      completedQuest: 'music-composition',
      earnedXP: 450,
      totalXP: 300,
      timestamp: AT,
      isAccredited: false,
    });
    const academy = run([chooseVisionTier(AT)], free);
    expect(academy.generatedDiploma?.isAccredited).toBe(true);
    expect(run([chooseFreeTier(AT)], academy).generatedDiploma?.isAccredited).toBe(false);
    const generatedInAcademy = run([chooseVisionTier(AT), generateDiploma(AT)], base);
    expect(generatedInAcademy.generatedDiploma?.isAccredited).toBe(true);
  });

  it("uses the student's own name for the student persona", () => {
    const s = run([
      setPersona('student', AT),
      updateUserInputs({ name: 'Maya', learnerName: 'ignored' }),
      chooseQuest('small-business', AT),
      generateDiploma(AT),
    ]);
    expect(s.generatedDiploma?.name).toBe('Maya');
    expect(s.generatedDiploma?.completedQuest).toBe('small-business');
    expect(s.generatedDiploma?.earnedXP).toBe(0);
    expect(s.generatedDiploma?.isAccredited).toBe(false);
  });

  it('prefers a completed quest for the diploma', () => {
    const s = run([
      toggleQuest('music-composition', AT),
      ...completeAll('small-business'),
      chooseQuest('family-recipes', AT),
      generateDiploma(AT),
    ]);
    expect(s.generatedDiploma?.completedQuest).toBe('small-business');
  });

  it('is not generated without any quest', () => {
    expect(run([generateDiploma(AT)]).generatedDiploma).toBeNull();
  });
});

describe('work visibility, inputs, modals, log, reset', () => {
  it('work visibility defaults to public; setting it applies to submitted work', () => {
    let s = run([
      completeTask({ questId: 'small-business', taskId: 'sb-need', evidence: 'a' }, AT),
      completeTask({ questId: 'small-business', taskId: 'sb-brand', evidence: 'b' }, AT),
    ]);
    expect(s.workVisibility).toBe('public');
    expect(s.submittedWork.map((w) => w.visibility)).toEqual(['public', 'public']);
    s = run([setSubmittedWorkVisibility({ taskId: 'sb-brand', visibility: 'private' })], s);
    expect(s.submittedWork.map((w) => w.visibility)).toEqual(['public', 'private']);
    s = run([setWorkVisibility('private')], s);
    expect(s.submittedWork.map((w) => w.visibility)).toEqual(['private', 'private']);
    expect(run([setWorkVisibility('secret' as never)], s)).toEqual(s);
  });

  it('keeps user inputs bounded and toggles known interests', () => {
    const s = run([
      updateUserInputs({ name: 'x'.repeat(100) }),
      toggleInterest('music'),
      toggleInterest('food'),
      toggleInterest('music'),
      toggleInterest('knitting' as never),
    ]);
    expect(s.userInputs.name).toHaveLength(60);
    expect(s.userInputs.interests).toEqual(['food']);
  });

  it('opens and closes the restart confirmation', () => {
    const open = run([openModal('restartConfirm')]);
    expect(open.modals.restartConfirm).toBe(true);
    expect(run([closeModal('restartConfirm')], open).modals.restartConfirm).toBe(false);
  });

  it('keeps at most 50 interactions', () => {
    const s = run(Array.from({ length: 60 }, (_, i) => logInteraction({ type: `t${i}` }, AT)));
    expect(s.interactions).toHaveLength(50);
    expect(s.interactions[0]?.type).toBe('t10');
  });

  it('reset returns to the initial state', () => {
    const s = run([setPersona('parent', AT), ...completeAll('family-recipes'), resetDemo()]);
    expect(s).toEqual(initialDemoState());
  });
});

describe('prepare stamps the current time when none is given', () => {
  it('completeTask', () => {
    const action = completeTask({ questId: 'small-business', taskId: 'sb-need', evidence: 'a' });
    expect(Number.isNaN(Date.parse(action.payload.at))).toBe(false);
  });
});
