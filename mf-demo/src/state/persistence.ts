import {
  MAX_EVIDENCE_LENGTH,
  MAX_INTERACTIONS,
  MAX_NAME_LENGTH,
  MAX_SELECTED_QUESTS,
  STORAGE_KEY,
} from '../constants';
import { INTERESTS, isDemoQuestId, type DemoQuestId, type Interest } from '../content/quests';
import { clampStep, completeTask, demoReducer, initialDemoState } from './demoSlice';
import type { DemoState, Interaction, Persona, Visibility } from './types';

/** What sessionStorage holds: a version tag and the state. */
interface Snapshot {
  v: 1;
  state: DemoState;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown, max: number): string | null =>
  typeof x === 'string' ? x.slice(0, max) : null;
const isIso = (x: unknown): x is string =>
  typeof x === 'string' && x.length <= 40 && !Number.isNaN(Date.parse(x));
const bool = (x: unknown): boolean => x === true;

/**
 * Rebuilds a demo state from untrusted data (a session-storage snapshot). Facts the visitor
 * produced (persona, choices, completed tasks with evidence, inputs, tier, visibility) are kept
 * when well-formed; everything derived from them (XP per pillar, bonuses, badges, flags) is
 * recomputed by replaying the completed tasks through the reducer, so a tampered or stale
 * snapshot can never show XP the rules would not give. Returns null when nothing is usable.
 */
export function sanitizeDemoState(raw: unknown): DemoState | null {
  if (!isObj(raw) || raw.v !== 1 || !isObj(raw.state)) return null;
  const s = raw.state;
  let state = initialDemoState();

  const persona: Persona | null =
    s.persona === 'student' || s.persona === 'parent' ? s.persona : null;
  state.persona = persona;
  state.showAccreditedOption = persona === 'parent';

  const visibility: Visibility = s.workVisibility === 'private' ? 'private' : 'public';
  state.workVisibility = visibility;

  // Replay completed tasks: unknown tasks, duplicates and evidence-less entries drop out here.
  if (Array.isArray(s.completedTasks)) {
    for (const c of s.completedTasks.slice(0, 64)) {
      if (!isObj(c) || typeof c.questId !== 'string' || typeof c.taskId !== 'string') continue;
      const evidence = str(c.evidence, MAX_EVIDENCE_LENGTH);
      if (!evidence || !isIso(c.timestamp)) continue;
      state = demoReducer(
        state,
        completeTask({ questId: c.questId, taskId: c.taskId, evidence }, c.timestamp),
      );
    }
  }
  // Reducer output is frozen: continue on a plain copy. Replaying logged each task; the real
  // log is restored below.
  state = { ...structuredClone(state), interactions: [] };

  // Per-item visibility of the work that survived the replay.
  if (Array.isArray(s.submittedWork)) {
    for (const w of state.submittedWork) {
      const saved = s.submittedWork.find((x) => isObj(x) && x.taskId === w.taskId);
      if (isObj(saved) && (saved.visibility === 'public' || saved.visibility === 'private')) {
        w.visibility = saved.visibility;
      }
    }
  }

  const selected: DemoQuestId[] = [];
  if (Array.isArray(s.selectedQuests)) {
    for (const id of s.selectedQuests) {
      if (isDemoQuestId(id) && !selected.includes(id) && selected.length < MAX_SELECTED_QUESTS) {
        selected.push(id);
      }
    }
  }
  state.selectedQuests = selected;
  state.selectedQuest =
    isDemoQuestId(s.selectedQuest) && selected.includes(s.selectedQuest) ? s.selectedQuest : null;

  if (isObj(s.userInputs)) {
    state.userInputs.name = str(s.userInputs.name, MAX_NAME_LENGTH) ?? '';
    state.userInputs.learnerName = str(s.userInputs.learnerName, MAX_NAME_LENGTH) ?? '';
    if (Array.isArray(s.userInputs.interests)) {
      state.userInputs.interests = INTERESTS.filter((i: Interest) =>
        (s.userInputs as Obj & { interests: unknown[] }).interests.includes(i),
      );
    }
  }

  state.subscriptionTier =
    s.subscriptionTier === 'academy' && persona === 'parent' ? 'academy' : 'free';

  const d = s.generatedDiploma;
  if (isObj(d) && isDemoQuestId(d.completedQuest) && isIso(d.timestamp)) {
    const name = str(d.name, MAX_NAME_LENGTH);
    const earned = Number(d.earnedXP);
    const total = Number(d.totalXP);
    if (name !== null && Number.isInteger(earned) && Number.isInteger(total) && earned >= 0) {
      state.generatedDiploma = {
        name,
        completedQuest: d.completedQuest,
        earnedXP: earned,
        totalXP: total,
        timestamp: d.timestamp,
        isAccredited: state.subscriptionTier === 'academy',
      };
    }
  }

  if (Array.isArray(s.interactions)) {
    state.interactions = s.interactions
      .filter((i): i is Interaction => isObj(i) && typeof i.type === 'string' && isIso(i.at))
      .slice(-MAX_INTERACTIONS)
      .map((i) => {
        const entry: Interaction = { type: i.type.slice(0, 40), at: i.at };
        if (typeof i.detail === 'string') entry.detail = i.detail.slice(0, 80);
        return entry;
      });
  }

  if (isObj(s.modals)) state.modals.restartConfirm = bool(s.modals.restartConfirm);

  state.currentStep = guardStep(state, typeof s.currentStep === 'number' ? s.currentStep : 0);
  return state;
}

/**
 * The step a restored session may resume at: never past what its facts allow, so a reload
 * cannot land on a screen whose prerequisites are missing (no persona: step 0; no quest being
 * worked on: step 2 at most).
 */
export function guardStep(state: DemoState, step: number): number {
  let s = clampStep(step);
  if (!state.persona) return 0;
  if (!state.selectedQuest) s = Math.min(s, 2);
  return s;
}

export function loadDemoState(storage: Storage | undefined): DemoState | null {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    if (!text) return null;
    const state = sanitizeDemoState(JSON.parse(text));
    if (!state) storage?.removeItem(STORAGE_KEY);
    return state;
  } catch {
    try {
      storage?.removeItem(STORAGE_KEY);
    } catch {
      // Storage unavailable: nothing to clear.
    }
    return null;
  }
}

export function saveDemoState(storage: Storage | undefined, state: DemoState): void {
  try {
    const snapshot: Snapshot = { v: 1, state };
    storage?.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Quota or privacy mode: the demo still works, it just will not survive a reload.
  }
}

export function clearDemoState(storage: Storage | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}

/** sessionStorage when the browser offers it. */
export function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
