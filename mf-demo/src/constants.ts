// Business constants of the demo (docs/product.md#constants "Demo"), in one place.

/** At most this many quests can be selected at once (docs/product.md#validation and #constants). */
export const MAX_SELECTED_QUESTS = 4;

/** Steps run from 0 to MAX_STEP; `next` caps here, `previous` floors at 0 (docs/product.md#states). */
export const MIN_STEP = 0;
export const MAX_STEP = 7;

/** Completing every task of a quest adds this share of the quest's total XP (docs/product.md#constants). */
export const COMPLETION_BONUS_RATE = 0.5;

/** The five pillars (docs/product.md#purpose and #constants), in display order: the platform's own list. */
export { PILLARS, type Pillar } from '@optio/contracts/roles';

/** Where the demo keeps its state between reloads of the tab (never the API). */
export const STORAGE_KEY = 'optio.demo.v1';

/** Bounds that keep a session-storage snapshot small and well-formed. */
export const MAX_EVIDENCE_LENGTH = 280;
export const MAX_NAME_LENGTH = 60;
export const MAX_INTERACTIONS = 50;
