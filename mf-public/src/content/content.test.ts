import { LEAD_KINDS } from '@optio/contracts';
import { CONTENT_PAGES, type ContentPageId } from './index';
import { pickLanguage, type Block, type LeadKind, type PageContent } from './types';

const ids = Object.keys(CONTENT_PAGES) as ContentPageId[];

async function load(id: ContentPageId) {
  return (await CONTENT_PAGES[id]()).default;
}

function blockText(block: Block): string[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'callout':
      return [block.text, block.title ?? 'x'];
    case 'list':
      return block.items;
    case 'links':
      return block.items.map((i) => i.label);
    case 'faq':
      return block.items.flatMap((i) => [i.q, i.a]);
  }
}

function allText(page: PageContent): string {
  return [page.heading, page.lead ?? '', ...page.blocks.flatMap(blockText)].join(' ');
}

describe('content files', () => {
  it('cover every content route', () => {
    expect(ids.sort()).toEqual(
      [
        'academy-agreement',
        'academy-handbook',
        'consultation',
        'privacy',
        'promo',
        'promo-credit-tracker',
        'promo-homeschool-portfolio',
        'promo-teacher-consultation',
        'terms',
      ].sort(),
    );
  });

  it.each(ids)('%s is well-formed', async (id) => {
    const page = await load(id);
    const en = page.en;
    expect(en.title.trim()).not.toBe('');
    expect(en.heading.trim()).not.toBe('');
    expect(en.description.trim().length).toBeGreaterThanOrEqual(50);
    expect(en.description.length).toBeLessThanOrEqual(200);
    expect(en.blocks.length).toBeGreaterThanOrEqual(3);
    expect(en.blocks.some((b) => b.type === 'heading')).toBe(true);
    for (const block of en.blocks) {
      const texts = blockText(block);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text.trim()).not.toBe('');
      if (block.type === 'links') {
        for (const link of block.items) expect(link.href).toMatch(/^(\/[a-z0-9/-]*|https:\/\/)/);
      }
    }
    if (en.updated) expect(en.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (en.form) {
      expect(LEAD_KINDS).toContain(en.form.kind);
      expect(en.form.heading.trim()).not.toBe('');
    }
  });

  it('gives /consultation and every promo page a request form of its own kind', async () => {
    const kinds: Record<string, LeadKind> = {
      promo: 'promo',
      'promo-credit-tracker': 'promo-credit-tracker',
      'promo-homeschool-portfolio': 'promo-homeschool-portfolio',
      'promo-teacher-consultation': 'promo-teacher-consultation',
      consultation: 'consultation',
    };
    for (const [id, kind] of Object.entries(kinds)) {
      expect((await load(id as ContentPageId)).en.form?.kind).toBe(kind);
    }
    for (const id of ['terms', 'privacy', 'academy-agreement', 'academy-handbook'] as const) {
      expect((await load(id)).en.form).toBeUndefined();
    }
  });

  it('says what the spec requires of the legal and academy documents', async () => {
    const privacy = allText((await load('privacy')).en);
    expect(privacy).toMatch(/COPPA/);
    expect(privacy).toMatch(/never sell/i);
    expect(privacy).toMatch(/delet/i);
    expect(privacy).toMatch(/consent/i);
    expect(allText((await load('terms')).en)).toMatch(/parent/i);
    expect(allText((await load('academy-agreement')).en)).toMatch(/completed in person/);
    expect(allText((await load('academy-handbook')).en)).toMatch(/in person/);
  });

  it.each(ids)('%s has a Spanish version', async (id) => {
    const page = await load(id);
    expect(page.es).toBeDefined();
    expect(pickLanguage(page, 'es-ES')).toBe(page.es);
    expect(page.es!.heading).not.toBe(page.en.heading);
    expect(page.es!.blocks.map((b) => b.type)).toEqual(page.en.blocks.map((b) => b.type));
    expect(page.es!.form?.kind).toBe(page.en.form?.kind);
  });

  it('falls back to English for a language a page does not have', async () => {
    const page = { en: (await load('terms')).en };
    expect(pickLanguage(page, 'es')).toBe(page.en);
    expect(pickLanguage(page, 'en-US')).toBe(page.en);
    expect(pickLanguage(page, undefined)).toBe(page.en);
    const es = { ...page.en, title: 'Términos' };
    expect(pickLanguage({ en: page.en, es }, 'es-MX')).toBe(es);
  });
});
