// Types for landing-page.mjs, which runs in plain Node at build time and in jest.
import type { LandingCopy } from '../src/content/landing/types';

export interface ParsedLanding {
  landing: LandingCopy | undefined;
  /** The "Still deciding?" links with their lines, for the link check. */
  linkBlocks?: { type: 'links'; items: { label: string; href: string; line: number }[] }[];
  /** "file:line: message", one per problem. */
  errors: string[];
}

export function parseLanding(source: string, file: string): ParsedLanding;
