// The landing's copy, one object per language, generated from content/landing.<lng>.md by
// build/content.mjs into ./en.ts and ./es.ts. The locales put it under the `landing` key of the
// `public` i18next namespace, so Spanish still loads only when a visitor picks it.

export interface LandingCard {
  title: string;
  body: string;
}

export interface LandingCopy {
  metaTitle: string;
  metaDescription: string;
  hero: { eyebrow: string; title: string; lead: string; free: string };
  features: { title: string; intro: string; items: LandingCard[] };
  how: { title: string; intro: string; steps: LandingCard[] };
  philosophy: { title: string; intro: string; cards: LandingCard[]; readMore: string };
  /** The "Read Our Full Philosophy" dialog; its last paragraph leads into the demo button. */
  modal: { title: string; close: string; paragraphs: string[] };
  faq: { title: string; items: { q: string; a: string }[] };
  explore: { title: string; intro: string; links: { label: string; href: string }[] };
  finalCta: { title: string; body: string };
}
