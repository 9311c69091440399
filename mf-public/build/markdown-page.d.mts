// Types for markdown-page.mjs, which runs in plain Node at build time and in jest.
import type { PageContent } from '../src/content/types';

export const DIRECTIVES: readonly string[];
export const DESCRIPTION_LENGTH: { min: number; max: number };

export interface ParsedPage {
  page: PageContent | undefined;
  /** Front matter keys, nested ones as "form.kind". */
  keys: string[];
  /** "file:line: message", one per problem. */
  errors: string[];
}

export function parsePage(
  source: string,
  file: string,
  rules: { leadKinds: readonly string[] },
): ParsedPage;
