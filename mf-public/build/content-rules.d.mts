// Types for content-rules.mjs (cross-file checks of the Markdown content).
import type { PageContent } from '../src/content/types';
import type { ParsedLanding } from './landing-page.mjs';
import type { ParsedPage } from './markdown-page.mjs';

export interface Routes {
  exact: Set<string>;
  prefixes: string[];
}

export function routesOf(
  appSource: string,
  registry: { remotes: { name: string; routes: { path: string }[] }[] },
): Routes;
export function servesPath(routes: Routes, href: string): boolean;
export function checkLinks(page: PageContent | undefined, file: string, routes: Routes): string[];
export function checkPair(
  pageId: string,
  byLanguage: Record<string, ParsedPage & { rel: string }>,
  languages: readonly string[],
): string[];
export function checkLanding(
  byLanguage: Record<string, ParsedLanding & { rel: string }>,
  languages: readonly string[],
): string[];
