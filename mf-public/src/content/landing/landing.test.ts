import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLanding } from '../../../build/content-rules.mjs';
import { parseLanding } from '../../../build/landing-page.mjs';
import en from './en';
import es from './es';

const FILE = 'content/landing.en.md';
const shipped = (lng: string) =>
  readFileSync(join(__dirname, '..', '..', '..', 'content', `landing.${lng}.md`), 'utf8');

const FRONT = [
  '---',
  'title: Optio',
  'description: Learning by doing.',
  'hero:',
  '  eyebrow: Eyebrow',
  '  title: Raise doers',
  '  lead: Lead text.',
  '  free: Free',
  '---',
].join('\n');

const SECTIONS: Record<string, string> = {
  features: ':::features\n## Features\n\nIntro.\n\n### Quests\n\nDo things.\n:::',
  steps: ':::steps\n## How\n\nFour steps.\n\n### Sign up\n\nIt is free.\n:::',
  philosophy: ':::philosophy{more="Read more"}\n## Why\n\nBelief.\n\n### Learn Today\n\nNow.\n:::',
  dialog: ':::dialog{close="Close"}\n## Our Philosophy\n\nOne.\n\nTwo.\n:::',
  faq: ':::faq\n## Questions\n\n### Free?\n\nYes.\n:::',
  explore:
    ':::explore\n## Still deciding?\n\nTalk to us.\n\n- [Consultation](/consultation)\n\n:::',
  final: ':::final\n## Start today\n\nPick one thing.\n:::',
};

function landing(overrides: Record<string, string | null> = {}, front = FRONT) {
  const sections = { ...SECTIONS, ...overrides };
  return [front, ...Object.values(sections).filter((s): s is string => s !== null)].join('\n\n');
}

describe('the landing page Markdown', () => {
  it('compiles front matter and the seven sections into the landing copy', () => {
    const { landing: copy, errors } = parseLanding(landing(), FILE);
    expect(errors).toEqual([]);
    expect(copy).toEqual({
      metaTitle: 'Optio',
      metaDescription: 'Learning by doing.',
      hero: { eyebrow: 'Eyebrow', title: 'Raise doers', lead: 'Lead text.', free: 'Free' },
      features: {
        title: 'Features',
        intro: 'Intro.',
        items: [{ title: 'Quests', body: 'Do things.' }],
      },
      how: {
        title: 'How',
        intro: 'Four steps.',
        steps: [{ title: 'Sign up', body: 'It is free.' }],
      },
      philosophy: {
        title: 'Why',
        intro: 'Belief.',
        cards: [{ title: 'Learn Today', body: 'Now.' }],
        readMore: 'Read more',
      },
      modal: { title: 'Our Philosophy', close: 'Close', paragraphs: ['One.', 'Two.'] },
      faq: { title: 'Questions', items: [{ q: 'Free?', a: 'Yes.' }] },
      explore: {
        title: 'Still deciding?',
        intro: 'Talk to us.',
        links: [{ label: 'Consultation', href: '/consultation' }],
      },
      finalCta: { title: 'Start today', body: 'Pick one thing.' },
    });
  });

  it('is what the shipped files say, in both languages, which agree', () => {
    const parsed = { en: parseLanding(shipped('en'), FILE), es: parseLanding(shipped('es'), FILE) };
    expect(parsed.en.errors).toEqual([]);
    expect(parsed.es.errors).toEqual([]);
    expect(parsed.en.landing).toEqual(en);
    expect(parsed.es.landing).toEqual(es);
    const byLanguage = {
      en: { ...parsed.en, rel: 'landing.en.md' },
      es: { ...parsed.es, rel: 'landing.es.md' },
    };
    expect(checkLanding(byLanguage, ['en', 'es'])).toEqual([]);
  });

  it('names a missing section, a doubled one and an unknown block, with their lines', () => {
    const { landing: copy, errors } = parseLanding(
      landing({
        faq: null,
        final: `${SECTIONS.final}\n\n:::final\n## Again\n\nText.\n:::\n\n:::pricing\n## Plans\n:::`,
      }),
      FILE,
    );
    expect(copy).toBeUndefined();
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/landing\.en\.md:\d+: :::final appears twice$/),
        expect.stringMatching(/: unknown block ":::pricing": the landing is made of :::features, /),
        expect.stringMatching(/: missing the :::faq section$/),
      ]),
    );
  });

  it('names a card without text, a missing button label and a wrong number of intro paragraphs', () => {
    const { errors } = parseLanding(
      landing({
        features: ':::features\n## Features\n\nIntro.\n\nA second intro.\n\n### Quests\n:::',
        philosophy: ':::philosophy\n## Why\n\nBelief.\n\n### Learn Today\n\nNow.\n:::',
      }),
      FILE,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/:\d+: "Quests" has no text$/),
        expect.stringMatching(
          /:\d+: :::features holds a ## title, then one paragraph, then ### items/,
        ),
        expect.stringMatching(/:\d+: :::philosophy needs more="…"/),
      ]),
    );
  });

  it('names unknown and missing front matter keys', () => {
    const front = FRONT.replace('  free: Free\n', '  cta: Go\n').replace('title: Optio\n', '');
    const { errors } = parseLanding(landing({}, front), FILE);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/:\d+: missing title$/),
        expect.stringMatching(
          /:\d+: unknown hero key "cta" \(known: eyebrow, title, lead, free\)$/,
        ),
        expect.stringMatching(/:\d+: missing hero free$/),
      ]),
    );
  });

  it('names a language with fewer cards or links going elsewhere than English', () => {
    const one = parseLanding(landing(), 'landing.en.md');
    const other = parseLanding(
      landing({
        features: ':::features\n## Features\n\nIntro.\n\n### A\n\nA.\n\n### B\n\nB.\n:::',
        explore: ':::explore\n## Still?\n\nTalk.\n\n- [Privacy](/privacy)\n\n:::',
      }),
      'landing.es.md',
    );
    expect(
      checkLanding(
        { en: { ...one, rel: 'landing.en.md' }, es: { ...other, rel: 'landing.es.md' } },
        ['en', 'es'],
      ),
    ).toEqual([
      'landing.es.md:1: 2 feature cards where landing.en.md has 1',
      'landing.es.md:1: the links lead to [/privacy] where English has [/consultation]',
    ]);
    expect(checkLanding({ en: { ...one, rel: 'landing.en.md' } }, ['en', 'es'])).toEqual([
      'mf-public/content/landing.es.md:1: the landing has no es version',
    ]);
  });
});
