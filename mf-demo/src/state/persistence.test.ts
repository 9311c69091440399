import { STORAGE_KEY } from '../constants';
import { findQuest, type DemoQuestId } from '../content/quests';
import {
  chooseQuest,
  chooseVisionTier,
  completeTask,
  demoReducer,
  generateDiploma,
  goToStep,
  initialDemoState,
  setPersona,
  setSubmittedWorkVisibility,
  toggleInterest,
  updateUserInputs,
} from './demoSlice';
import {
  clearDemoState,
  guardStep,
  loadDemoState,
  sanitizeDemoState,
  saveDemoState,
} from './persistence';
import { createDemoStore } from './store';
import type { DemoState } from './types';

const AT = '2026-11-23T00:00:00.000Z';
type Action = Parameters<typeof demoReducer>[1];
const run = (actions: Action[], from: DemoState = initialDemoState()) =>
  actions.reduce(demoReducer, from);
const completeAll = (questId: DemoQuestId): Action[] =>
  findQuest(questId)!.tasks.map((t) =>
    completeTask({ questId, taskId: t.id, evidence: `did ${t.id}` }, AT),
  );

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
}

const snapshot = (state: unknown) => ({ v: 1, state });

function playedState(): DemoState {
  return run([
    setPersona('parent', AT),
    updateUserInputs({ name: 'Ana', learnerName: 'Leo' }),
    toggleInterest('food'),
    chooseVisionTier(AT),
    chooseQuest('family-recipes', AT),
    ...completeAll('family-recipes'),
    setSubmittedWorkVisibility({ taskId: 'fr-scale', visibility: 'private' }),
    generateDiploma(AT),
    goToStep(6),
  ]);
}

describe('save and load', () => {
  it('round-trips a played demo exactly', () => {
    const storage = new MemoryStorage();
    const state = playedState();
    saveDemoState(storage, state);
    expect(loadDemoState(storage)).toEqual(state);
  });

  it('returns null when nothing is saved', () => {
    expect(loadDemoState(new MemoryStorage())).toBeNull();
    expect(loadDemoState(undefined)).toBeNull();
  });

  it('ignores and clears corrupt data', () => {
    for (const bad of ['{not json', '"a string"', '[]', '{"v":2,"state":{}}', '{"v":1}', 'null']) {
      const storage = new MemoryStorage();
      storage.setItem(STORAGE_KEY, bad);
      expect(loadDemoState(storage)).toBeNull();
      expect(storage.getItem(STORAGE_KEY)).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem() {
        throw new Error('denied');
      },
      setItem() {
        throw new Error('quota');
      },
      removeItem() {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(loadDemoState(throwing)).toBeNull();
    expect(() => saveDemoState(throwing, initialDemoState())).not.toThrow();
    expect(() => clearDemoState(throwing)).not.toThrow();
  });

  it('the store saves every change, and a new store starts from what was saved', () => {
    const storage = new MemoryStorage();
    const store = createDemoStore(null, storage);
    store.dispatch(setPersona('student', AT));
    store.dispatch(chooseQuest('small-business', AT));
    store.dispatch(
      completeTask({ questId: 'small-business', taskId: 'sb-pitch', evidence: 'pitched' }, AT),
    );
    const reloaded = createDemoStore(loadDemoState(storage), storage);
    expect(reloaded.getState().demo).toEqual(store.getState().demo);
    expect(reloaded.getState().demo.earnedXP.communication).toBe(100);
    clearDemoState(storage);
    expect(loadDemoState(storage)).toBeNull();
  });
});

describe('validation of a snapshot', () => {
  it('recomputes XP, bonus and badges from the completed tasks instead of trusting them', () => {
    const state = playedState();
    const tampered = {
      ...state,
      earnedXP: { stem: 99999, wellness: 0, communication: 0, civics: 0, art: 0 },
      unlockedBadges: ['badge-composer', 'made-up'],
      miniQuestCompleted: false,
    };
    const restored = sanitizeDemoState(snapshot(tampered))!;
    expect(restored.earnedXP).toEqual(state.earnedXP);
    expect(restored.earnedXP).toEqual({
      stem: 144,
      wellness: 144,
      communication: 119,
      civics: 0,
      art: 119,
    });
    expect(restored.unlockedBadges).toEqual(['badge-family-historian']);
    expect(restored.miniQuestCompleted).toBe(true);
  });

  it('drops unknown, duplicate and malformed completed tasks', () => {
    const restored = sanitizeDemoState(
      snapshot({
        persona: 'student',
        completedTasks: [
          { questId: 'small-business', taskId: 'sb-need', evidence: 'ok', timestamp: AT },
          { questId: 'small-business', taskId: 'sb-need', evidence: 'again', timestamp: AT },
          { questId: 'small-business', taskId: 'fr-scale', evidence: 'wrong quest', timestamp: AT },
          { questId: 'nope', taskId: 'x', evidence: 'x', timestamp: AT },
          { questId: 'small-business', taskId: 'sb-brand', evidence: '', timestamp: AT },
          {
            questId: 'small-business',
            taskId: 'sb-budget',
            evidence: 'ok',
            timestamp: 'yesterday',
          },
          'junk',
          null,
        ],
      }),
    )!;
    expect(restored.completedTasks.map((c) => c.taskId)).toEqual(['sb-need']);
    expect(restored.earnedXP.civics).toBe(100);
    expect(restored.submittedWork).toHaveLength(1);
  });

  it('keeps well-formed choices and repairs the rest', () => {
    const restored = sanitizeDemoState(
      snapshot({
        persona: 'wizard',
        currentStep: 42,
        selectedQuests: ['music-composition', 'music-composition', 'nope', 7, 'family-recipes'],
        selectedQuest: 'nope',
        userInputs: { name: 123, learnerName: 'L'.repeat(200), interests: ['music', 'hacking'] },
        subscriptionTier: 'enterprise',
        workVisibility: 'everyone',
        interactions: [{ type: 'persona', at: AT }, { type: 5 }, 'x'],
        modals: { restartConfirm: 'yes' },
        generatedDiploma: { name: 'x', completedQuest: 'nope', timestamp: AT },
      }),
    )!;
    expect(restored.persona).toBeNull();
    expect(restored.currentStep).toBe(0);
    expect(restored.selectedQuests).toEqual(['music-composition', 'family-recipes']);
    expect(restored.selectedQuest).toBeNull();
    expect(restored.userInputs).toEqual({
      name: '',
      learnerName: 'L'.repeat(60),
      interests: ['music'],
    });
    expect(restored.subscriptionTier).toBe('free');
    expect(restored.workVisibility).toBe('public');
    expect(restored.interactions).toEqual([{ type: 'persona', at: AT }]);
    expect(restored.modals.restartConfirm).toBe(false);
    expect(restored.generatedDiploma).toBeNull();
  });

  it('the academy tier survives only with the parent persona, and the diploma follows it', () => {
    const state = playedState();
    expect(sanitizeDemoState(snapshot(state))!.generatedDiploma?.isAccredited).toBe(true);
    const asStudent = sanitizeDemoState(snapshot({ ...state, persona: 'student' }))!;
    expect(asStudent.subscriptionTier).toBe('free');
    expect(asStudent.generatedDiploma?.isAccredited).toBe(false);
    expect(asStudent.showAccreditedOption).toBe(false);
  });

  it('keeps per-item visibility of restored work', () => {
    const restored = sanitizeDemoState(snapshot(playedState()))!;
    expect(restored.submittedWork.find((w) => w.taskId === 'fr-scale')?.visibility).toBe('private');
    expect(restored.submittedWork.find((w) => w.taskId === 'fr-design')?.visibility).toBe('public');
  });
});

describe('guardStep: a restored demo resumes no later than its facts allow', () => {
  it('without a persona, step 0', () => {
    expect(guardStep(initialDemoState(), 5)).toBe(0);
  });
  it('with a persona but no active quest, step 2 at most', () => {
    const s = run([setPersona('student', AT)]);
    expect(guardStep(s, 6)).toBe(2);
    expect(guardStep(s, 1)).toBe(1);
  });
  it('with an active quest, the saved step clamped to 0..7', () => {
    const s = run([setPersona('student', AT), chooseQuest('music-composition', AT)]);
    expect(guardStep(s, 6)).toBe(6);
    expect(guardStep(s, 70)).toBe(7);
    expect(guardStep(s, -1)).toBe(0);
  });
});
