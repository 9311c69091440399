import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import { lazyModule } from '../lazy-module';

export type Weight = 'regular' | 'bold';

/**
 * Noto Sans first (Latin with every diacritic, Vietnamese, Greek, Cyrillic), then Noto Sans SC
 * (Chinese ideographs, Japanese kana) and Noto Sans KR (Hangul). Each face comes from an npm
 * package; only the glyphs a document uses are embedded, so a PDF stays small.
 */
const FACES: Record<Weight, readonly string[]> = {
  regular: [
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  ],
  bold: [
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  ],
};

interface LoadedFace {
  data: Buffer;
  font: fontkit.Font;
}

const fontkitModule = lazyModule<typeof import('fontkit')>('fontkit');

// A CJK face is 6 to 11 MB: read once per process, and only when a text needs it.
const loaded = new Map<string, LoadedFace>();

/** The file bytes and parsed font of a face, read on first use and kept for the process. */
export function loadFace(weight: Weight, index: number): LoadedFace {
  const spec = FACES[weight][index];
  if (!spec) throw new Error(`No font face ${weight}[${index}]`);
  let face = loaded.get(spec);
  if (!face) {
    const data = readFileSync(createRequire(import.meta.url).resolve(spec));
    face = { data, font: fontkitModule().create(data) as fontkit.Font };
    loaded.set(spec, face);
  }
  return face;
}

export const faceCount = (weight: Weight): number => FACES[weight].length;

export interface FontRun {
  /** Index of the face (0 = Noto Sans) that has a glyph for every character of the run. */
  face: number;
  text: string;
}

// Marks, joiners and variation selectors belong to the character before them.
const ATTACHES = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;
const SPACE = /^\s$/u;

/**
 * Splits a text (normalised to NFC) into runs each one face can draw, choosing per character
 * the first face with a glyph for it; a character no face has stays in Noto Sans.
 */
export function fontRuns(text: string, weight: Weight = 'regular'): FontRun[] {
  const runs: FontRun[] = [];
  const faces = faceCount(weight);
  for (const char of text.normalize('NFC')) {
    const last = runs[runs.length - 1];
    if (last && (ATTACHES.test(char) || SPACE.test(char))) {
      last.text += char;
      continue;
    }
    const codePoint = char.codePointAt(0) ?? 0;
    let face = 0;
    for (let i = 0; i < faces; i += 1) {
      if (loadFace(weight, i).font.hasGlyphForCodePoint(codePoint)) {
        face = i;
        break;
      }
    }
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
