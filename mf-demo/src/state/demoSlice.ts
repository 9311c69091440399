import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  MAX_EVIDENCE_LENGTH,
  MAX_INTERACTIONS,
  MAX_NAME_LENGTH,
  MAX_SELECTED_QUESTS,
  MAX_STEP,
  MIN_STEP,
  PILLARS,
  type Pillar,
} from '../constants';
import { findQuest, INTERESTS, type DemoQuestId, type Interest } from '../content/quests';
import { completionBonus } from './bonus';
import type {
  DemoState,
  ModalName,
  Persona,
  SubscriptionTier,
  UserInputs,
  Visibility,
} from './types';

export const zeroXP = (): Record<Pillar, number> =>
  Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;

export function initialDemoState(): DemoState {
  return {
    persona: null,
    currentStep: MIN_STEP,
    selectedQuest: null,
    selectedQuests: [],
    completedTasks: [],
    earnedXP: zeroXP(),
    unlockedBadges: [],
    userInputs: { name: '', learnerName: '', interests: [] },
    generatedDiploma: null,
    subscriptionTier: 'free',
    interactions: [],
    modals: { restartConfirm: false },
    submittedWork: [],
    workVisibility: 'public',
    miniQuestCompleted: false,
    simulatedTaskCompleted: false,
    showAccreditedOption: false,
  };
}

export const clampStep = (step: number): number =>
  Math.min(MAX_STEP, Math.max(MIN_STEP, Math.trunc(Number.isFinite(step) ? step : MIN_STEP)));

/** Reducers stay pure: every timestamp arrives in the action, stamped by its `prepare`. */
const now = () => new Date().toISOString();
function stamped<P>() {
  return (payload: P, at: string = now()) => ({ payload: { ...payload, at } });
}
type Stamped<P> = PayloadAction<P & { at: string }>;

function log(state: DemoState, type: string, at: string, detail?: string) {
  state.interactions.push(detail === undefined ? { type, at } : { type, at, detail });
  if (state.interactions.length > MAX_INTERACTIONS) {
    state.interactions.splice(0, state.interactions.length - MAX_INTERACTIONS);
  }
}

function setTier(state: DemoState, tier: SubscriptionTier) {
  state.subscriptionTier = tier;
  // The diploma is accredited exactly when the tier is academy.
  if (state.generatedDiploma) state.generatedDiploma.isAccredited = tier === 'academy';
}

/**
 * The plan's toggle rule: an id already in the list is removed; a new id is appended only while
 * the list holds fewer than `max`. Returns the same list when nothing changes.
 */
export function toggleInList<T>(list: readonly T[], id: T, max: number): T[] | readonly T[] {
  if (list.includes(id)) return list.filter((x) => x !== id);
  return list.length < max ? [...list, id] : list;
}

function clean(text: string, max: number): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

export const demoSlice = createSlice({
  name: 'demo',
  initialState: initialDemoState,
  reducers: {
    /** Choosing a persona sets step 1; the parent persona is offered the accredited option. */
    setPersona: {
      reducer(state, action: Stamped<{ persona: Persona }>) {
        const { persona, at } = action.payload;
        if (persona !== 'student' && persona !== 'parent') return;
        state.persona = persona;
        state.currentStep = 1;
        state.showAccreditedOption = persona === 'parent';
        if (persona !== 'parent') setTier(state, 'free');
        log(state, 'persona', at, persona);
      },
      prepare: (persona: Persona, at: string = now()) => ({ payload: { persona, at } }),
    },
    nextStep(state) {
      state.currentStep = clampStep(state.currentStep + 1);
    },
    previousStep(state) {
      state.currentStep = clampStep(state.currentStep - 1);
    },
    goToStep(state, action: PayloadAction<number>) {
      state.currentStep = clampStep(action.payload);
    },
    updateUserInputs(
      state,
      action: PayloadAction<Partial<Pick<UserInputs, 'name' | 'learnerName'>>>,
    ) {
      const { name, learnerName } = action.payload;
      if (typeof name === 'string') state.userInputs.name = name.slice(0, MAX_NAME_LENGTH);
      if (typeof learnerName === 'string') {
        state.userInputs.learnerName = learnerName.slice(0, MAX_NAME_LENGTH);
      }
    },
    toggleInterest(state, action: PayloadAction<Interest>) {
      const interest = action.payload;
      if (!(INTERESTS as readonly string[]).includes(interest)) return;
      const list = state.userInputs.interests;
      const i = list.indexOf(interest);
      if (i >= 0) list.splice(i, 1);
      else list.push(interest);
    },
    /** Adds a quest to the plan, or removes it if already there; at most MAX_SELECTED_QUESTS. */
    toggleQuest: {
      reducer(state, action: Stamped<{ questId: string }>) {
        const { questId, at } = action.payload;
        const quest = findQuest(questId);
        if (!quest) return;
        const had = state.selectedQuests.includes(quest.id);
        const next = toggleInList(state.selectedQuests, quest.id, MAX_SELECTED_QUESTS);
        if (next === state.selectedQuests) return;
        state.selectedQuests = [...next];
        if (had && state.selectedQuest === quest.id) state.selectedQuest = null;
        log(state, had ? 'quest-removed' : 'quest-added', at, quest.id);
      },
      prepare: (questId: string, at: string = now()) => ({ payload: { questId, at } }),
    },
    /** Choosing the quest to work on moves to step 3 (and adds it to the plan if there is room). */
    chooseQuest: {
      reducer(state, action: Stamped<{ questId: string }>) {
        const { questId, at } = action.payload;
        const quest = findQuest(questId);
        if (!quest) return;
        if (!state.selectedQuests.includes(quest.id)) {
          if (state.selectedQuests.length >= MAX_SELECTED_QUESTS) return;
          state.selectedQuests.push(quest.id);
        }
        state.selectedQuest = quest.id;
        state.currentStep = 3;
        log(state, 'quest-chosen', at, quest.id);
      },
      prepare: (questId: string, at: string = now()) => ({ payload: { questId, at } }),
    },
    /**
     * Completing a task adds its XP to its pillar; a task unknown to the quest (or a task already
     * complete, or one without evidence) is ignored. Completing the last task of a quest adds the
     * completion bonus and unlocks the quest's badge.
     */
    completeTask: {
      reducer(state, action: Stamped<{ questId: string; taskId: string; evidence: string }>) {
        const { questId, taskId, at } = action.payload;
        const quest = findQuest(questId);
        const task = quest?.tasks.find((t) => t.id === taskId);
        if (!quest || !task) return;
        if (state.completedTasks.some((c) => c.taskId === task.id)) return;
        const evidence = clean(String(action.payload.evidence ?? ''), MAX_EVIDENCE_LENGTH);
        if (!evidence) return;

        state.completedTasks.push({ taskId: task.id, questId: quest.id, evidence, timestamp: at });
        state.earnedXP[task.pillar] += task.xp;
        state.submittedWork.push({
          questId: quest.id,
          taskId: task.id,
          work: evidence,
          visibility: state.workVisibility,
        });
        state.simulatedTaskCompleted = true;
        log(state, 'task-completed', at, task.id);

        const done = new Set(state.completedTasks.map((c) => c.taskId));
        if (quest.tasks.every((t) => done.has(t.id))) {
          const { perPillar } = completionBonus(quest);
          for (const p of PILLARS) state.earnedXP[p] += perPillar[p] ?? 0;
          if (!state.unlockedBadges.includes(quest.badge.id)) {
            state.unlockedBadges.push(quest.badge.id);
          }
          state.miniQuestCompleted = true;
          log(state, 'quest-completed', at, quest.id);
        }
      },
      prepare: (
        payload: { questId: string; taskId: string; evidence: string },
        at: string = now(),
      ) => stamped<typeof payload>()(payload, at),
    },
    /** The "vision" tier action: the accredited academy tier. */
    chooseVisionTier: {
      reducer(state, action: Stamped<object>) {
        setTier(state, 'academy');
        log(state, 'tier', action.payload.at, 'academy');
      },
      prepare: (at: string = now()) => ({ payload: { at } }),
    },
    chooseFreeTier: {
      reducer(state, action: Stamped<object>) {
        setTier(state, 'free');
        log(state, 'tier', action.payload.at, 'free');
      },
      prepare: (at: string = now()) => ({ payload: { at } }),
    },
    /** Issues the diploma for the quest in progress (or the first completed one). */
    generateDiploma: {
      reducer(state, action: Stamped<object>) {
        const { at } = action.payload;
        const completedIds = new Set(state.completedTasks.map((c) => c.taskId));
        const isComplete = (id: DemoQuestId) =>
          findQuest(id)?.tasks.every((t) => completedIds.has(t.id)) ?? false;
        const candidates = [
          ...(state.selectedQuest ? [state.selectedQuest] : []),
          ...state.selectedQuests,
          ...state.completedTasks.map((c) => c.questId),
        ];
        const questId = candidates.find(isComplete) ?? candidates[0];
        const quest = findQuest(questId);
        if (!quest) return;
        const name =
          state.persona === 'parent'
            ? state.userInputs.learnerName || state.userInputs.name
            : state.userInputs.name;
        state.generatedDiploma = {
          name: clean(name, MAX_NAME_LENGTH),
          completedQuest: quest.id,
          earnedXP: PILLARS.reduce((sum, p) => sum + state.earnedXP[p], 0),
          totalXP: quest.totalXP,
          timestamp: at,
          isAccredited: state.subscriptionTier === 'academy',
        };
        log(state, 'diploma', at, quest.id);
      },
      prepare: (at: string = now()) => ({ payload: { at } }),
    },
    /** Sets the default visibility of work and applies it to every piece already submitted. */
    setWorkVisibility(state, action: PayloadAction<Visibility>) {
      const v = action.payload;
      if (v !== 'public' && v !== 'private') return;
      state.workVisibility = v;
      for (const w of state.submittedWork) w.visibility = v;
    },
    setSubmittedWorkVisibility(
      state,
      action: PayloadAction<{ taskId: string; visibility: Visibility }>,
    ) {
      const { taskId, visibility } = action.payload;
      if (visibility !== 'public' && visibility !== 'private') return;
      const work = state.submittedWork.find((w) => w.taskId === taskId);
      if (work) work.visibility = visibility;
    },
    openModal(state, action: PayloadAction<ModalName>) {
      if (action.payload in state.modals) state.modals[action.payload] = true;
    },
    closeModal(state, action: PayloadAction<ModalName>) {
      if (action.payload in state.modals) state.modals[action.payload] = false;
    },
    logInteraction: {
      reducer(state, action: Stamped<{ type: string; detail?: string }>) {
        const { type, detail, at } = action.payload;
        log(state, type.slice(0, 40), at, detail?.slice(0, 80));
      },
      prepare: (payload: { type: string; detail?: string }, at: string = now()) =>
        stamped<typeof payload>()(payload, at),
    },
    resetDemo: () => initialDemoState(),
  },
});

export const {
  setPersona,
  nextStep,
  previousStep,
  goToStep,
  updateUserInputs,
  toggleInterest,
  toggleQuest,
  chooseQuest,
  completeTask,
  chooseVisionTier,
  chooseFreeTier,
  generateDiploma,
  setWorkVisibility,
  setSubmittedWorkVisibility,
  openModal,
  closeModal,
  logInteraction,
  resetDemo,
} = demoSlice.actions;

export const demoReducer = demoSlice.reducer;
