// The shape of every long-form page mf-public renders (promo, consultation, legal, academy).
// Marketing edits the words in the content files beside this one; the renderer never changes.

import type { LeadKind } from '@optio/contracts';

/** What a lead form files under, in `POST /api/leads` (`kind`), as the API defines it. */
export type { LeadKind };

/** One block of page content, rendered in order by components/BlockRenderer. */
export type Block =
  | { type: 'heading'; text: string; level?: 2 | 3 }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'callout'; text: string; title?: string; tone?: 'info' | 'success' | 'warning' }
  /** Internal links (paths such as /privacy) or external https:// links. */
  | { type: 'links'; items: { label: string; href: string }[] }
  /** Short question/answer pairs, rendered as an accessible disclosure list. */
  | { type: 'faq'; items: { q: string; a: string }[] };

export interface LeadFormContent {
  kind: LeadKind;
  heading: string;
  intro?: string;
  /** Show the "I am a…" select (parent, student, teacher, other). */
  askRole?: boolean;
  /** Label for the optional message box; the default is the generic "Message (optional)". */
  messageLabel?: string;
  /** Button label; the default is "Send request". */
  submitLabel?: string;
}

export interface PageContent {
  /** document.title, without the " · Optio" suffix. */
  title: string;
  /** <meta name="description">: one or two sentences, ideally under 160 characters. */
  description: string;
  /** The page's <h1>. */
  heading: string;
  /** Short introduction shown under the heading. */
  lead?: string;
  /** For legal documents: ISO date (YYYY-MM-DD) of the last change. */
  updated?: string;
  blocks: Block[];
  /** A request form shown after the blocks. */
  form?: LeadFormContent;
}

/**
 * A content file exports one of these as its default export: English is required; any other
 * language is optional and falls back to English when missing.
 */
export interface LocalizedPage {
  en: PageContent;
  es?: PageContent;
}

export function pickLanguage(page: LocalizedPage, language: string | undefined): PageContent {
  const lng = (language ?? 'en').slice(0, 2);
  return (lng === 'es' ? page.es : undefined) ?? page.en;
}
