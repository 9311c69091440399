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

/** The held-out set: written by someone who never saw the screen; never trained or tuned on. */
export const HELDOUT_FILE = 'heldout.jsonl';

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
