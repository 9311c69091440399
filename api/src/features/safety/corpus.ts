import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../config';
import { SAFETY_CATEGORIES, type SafetyCategory } from './types';

/** One labelled message (see LABELS.md). */
export interface LabelledMessage {
  id: string;
  lang: string;
  categories: SafetyCategory[];
  text: string;
}

export const DATA_DIR = join(repoRoot(), 'api', 'src', 'features', 'safety', 'data');

/**
 * The held-out sets, freshest first: each written by someone who never saw the screen, and never
 * trained or tuned on. A set whose figures have been reported round after round stops being
 * blind (its misses shape what gets worked on), so a new one is written and leads.
 */
export const HELDOUT_SETS = [
  {
    file: 'heldout-4.jsonl',
    title: 'held-out 4: never tuned on, measured once per round (data/heldout-4.jsonl)',
  },
  {
    file: 'heldout-3.jsonl',
    title: 'held-out 3: never tuned on, measured once per round (data/heldout-3.jsonl)',
  },
  {
    file: 'heldout-2.jsonl',
    title: 'held-out 2: never tuned on, measured once per round (data/heldout-2.jsonl)',
  },
  {
    file: 'heldout.jsonl',
    title:
      'held-out 1: never tuned on, but its figures were read in four earlier rounds, so no longer blind (data/heldout.jsonl)',
  },
] as const;

/** Whether a file name is a held-out set's, which only bench:safety may read. */
export const isHeldoutFile = (name: string) => /^heldout[\w-]*\.jsonl$/.test(name);

/** The training corpus files: every `corpus-*.jsonl` in data/, never the held-out set. */
export function corpusFiles(dir = DATA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^corpus-[\w-]+\.jsonl$/.test(f))
    .sort();
}

/** The development sets in data/: `dev-*.jsonl`, never the corpus or the held-out set. */
export function devFiles(dir = DATA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^dev-[\w-]+\.jsonl$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

const isCategory = (c: unknown): c is SafetyCategory =>
  typeof c === 'string' && (SAFETY_CATEGORIES as readonly string[]).includes(c);

/** Reads a JSON Lines set; a line that is not a labelled message is an error naming it. */
export function readLabelled(file: string): LabelledMessage[] {
  const out: LabelledMessage[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const row = JSON.parse(line) as Partial<LabelledMessage>;
      if (
        typeof row.id !== 'string' ||
        typeof row.text !== 'string' ||
        !Array.isArray(row.categories) ||
        !row.categories.every(isCategory)
      ) {
        throw new Error(`${file}:${i + 1}: not a labelled message`);
      }
      out.push({ id: row.id, lang: row.lang ?? 'en', categories: row.categories, text: row.text });
    });
  return out;
}

/** The whole training corpus, in file then line order. */
export function readCorpus(dir = DATA_DIR): { files: string[]; messages: LabelledMessage[] } {
  const files = corpusFiles(dir);
  return { files, messages: files.flatMap((f) => readLabelled(join(dir, f))) };
}
