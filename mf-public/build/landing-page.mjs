// Turns content/landing.<lng>.md (YAML front matter + one ::: section per part of the landing)
// into the landing's copy (LandingCopy, src/content/landing/types.ts), collecting every problem as
// "file:line: message". The landing's layout stays in code; marketing edits its words, the number
// of cards, steps and questions, and where the "Still deciding?" links go. Pure, for jest.
import { inlineText, lineOfNode, readLinks, readMarkdown } from './markdown-page.mjs';

const HERO_KEYS = ['eyebrow', 'title', 'lead', 'free'];
const FRONT_MATTER_KEYS = ['title', 'description', 'hero'];

/**
 * Each section: what it holds after its ## title, and the attributes it needs.
 * intro: paragraphs before the first ### (exact count); items: ### title + one paragraph each.
 */
const LANDING_SECTIONS = {
  features: { intro: 1, items: true },
  steps: { intro: 1, items: true },
  philosophy: { intro: 1, items: true, attributes: ['more'] },
  dialog: { intro: 'some', attributes: ['close'] },
  faq: { intro: 0, items: true },
  explore: { intro: 1, links: true },
  final: { intro: 1 },
};
const SECTION_LIST = Object.keys(LANDING_SECTIONS)
  .map((name) => `:::${name}`)
  .join(', ');

/** @param {string} source @param {string} file the path shown in messages */
export function parseLanding(source, file) {
  const { errors, fail, front, body } = readMarkdown(source, file, 'title, description, hero');
  if (!front) return { landing: undefined, errors };
  const { data, lineOf, node: first } = front;
  const head = readHead(data, lineOf, fail);
  const sections = {};
  for (const node of body) {
    const line = lineOfNode(node);
    if (node.type !== 'containerDirective' || !LANDING_SECTIONS[node.name]) {
      const what = node.type === 'containerDirective' ? `":::${node.name}"` : `(${node.type})`;
      fail(line, `unknown block ${what}: the landing is made of ${SECTION_LIST}`);
    } else if (sections[node.name]) fail(line, `:::${node.name} appears twice`);
    else sections[node.name] = readSection(node, fail);
  }
  for (const name of Object.keys(LANDING_SECTIONS)) {
    if (!sections[name]) fail(lineOfNode(body.at(-1) ?? first), `missing the :::${name} section`);
  }
  if (errors.length) return { landing: undefined, errors };
  // The links with their lines, in the shape content-rules' checkLinks reads.
  const linkBlock = { type: 'links', items: sections.explore.links };
  return { landing: toLanding(head, sections), linkBlocks: [linkBlock], errors };
}

function readHead(data, lineOf, fail) {
  for (const key of Object.keys(data)) {
    if (!FRONT_MATTER_KEYS.includes(key))
      fail(
        lineOf(key),
        `unknown front matter key "${key}" (known: ${FRONT_MATTER_KEYS.join(', ')})`,
      );
  }
  const text = (value, line, name) => {
    if (typeof value === 'string' && value.trim()) return value.trim();
    fail(line, `missing ${name}`);
    return '';
  };
  const hero = data.hero && typeof data.hero === 'object' ? data.hero : {};
  if (!data.hero || typeof data.hero !== 'object')
    fail(lineOf('hero'), `missing hero (${HERO_KEYS.join(', ')})`);
  for (const key of Object.keys(hero)) {
    if (!HERO_KEYS.includes(key))
      fail(lineOf('hero', key), `unknown hero key "${key}" (known: ${HERO_KEYS.join(', ')})`);
  }
  return {
    metaTitle: text(data.title, lineOf('title'), 'title'),
    metaDescription: text(data.description, lineOf('description'), 'description'),
    hero: Object.fromEntries(
      HERO_KEYS.map((key) => [key, text(hero[key], lineOf('hero', key), `hero ${key}`)]),
    ),
  };
}

/** One ::: section: its ## title, intro paragraphs, ### items or a list of links. */
function readSection(node, fail) {
  const rule = LANDING_SECTIONS[node.name];
  const line = lineOfNode(node);
  const [heading, ...rest] = node.children;
  const section = { line, title: '', intro: [], items: [], links: [], attributes: {} };
  if (heading?.type === 'heading' && heading.depth === 2) section.title = inlineText(heading, fail);
  else fail(line, `:::${node.name} starts with its ## title`);
  for (const name of rule.attributes ?? []) {
    const value = node.attributes?.[name];
    if (value?.trim()) section.attributes[name] = value.trim();
    else fail(line, `:::${node.name} needs ${name}="…" (written :::${node.name}{${name}="…"})`);
  }
  for (const child of heading?.type === 'heading' ? rest : node.children) {
    const at = lineOfNode(child);
    if (child.type === 'heading' && child.depth === 3 && rule.items) {
      section.items.push({ title: inlineText(child, fail), body: '', line: at });
    } else if (child.type === 'paragraph' && section.items.length) {
      const item = section.items.at(-1);
      if (item.body) fail(at, `"${item.title}" holds one paragraph`);
      else item.body = inlineText(child, fail);
    } else if (child.type === 'paragraph' && !section.links.length) {
      section.intro.push(inlineText(child, fail));
    } else if (child.type === 'list' && rule.links && !section.links.length) {
      section.links = readLinks(child, fail);
    } else {
      fail(at, `:::${node.name} holds ${describe(rule)}`);
    }
  }
  if (rule.intro === 'some' ? !section.intro.length : section.intro.length !== rule.intro) {
    fail(line, `:::${node.name} holds ${describe(rule)}`);
  }
  if (rule.items && !section.items.length) fail(line, `:::${node.name} has no ### items`);
  for (const item of section.items) if (!item.body) fail(item.line, `"${item.title}" has no text`);
  if (rule.links && !section.links.length) fail(line, `:::${node.name} has no list of links`);
  return section;
}

const INTRO_WORDS = { some: 'paragraphs', 1: 'one paragraph', 0: '' };

/** What a section holds, in words, for its error messages. */
function describe(rule) {
  const after = rule.items
    ? '### items, each followed by one paragraph'
    : rule.links
      ? 'a list of [label](/path) links'
      : '';
  return ['a ## title', INTRO_WORDS[rule.intro], after].filter(Boolean).join(', then ');
}

const cards = (section) => section.items.map(({ title, body }) => ({ title, body }));

function toLanding(head, s) {
  return {
    ...head,
    features: { title: s.features.title, intro: s.features.intro[0], items: cards(s.features) },
    how: { title: s.steps.title, intro: s.steps.intro[0], steps: cards(s.steps) },
    philosophy: {
      title: s.philosophy.title,
      intro: s.philosophy.intro[0],
      cards: cards(s.philosophy),
      readMore: s.philosophy.attributes.more,
    },
    modal: { title: s.dialog.title, close: s.dialog.attributes.close, paragraphs: s.dialog.intro },
    faq: {
      title: s.faq.title,
      items: s.faq.items.map(({ title, body }) => ({ q: title, a: body })),
    },
    explore: {
      title: s.explore.title,
      intro: s.explore.intro[0],
      links: s.explore.links.map(({ label, href }) => ({ label, href })),
    },
    finalCta: { title: s.final.title, body: s.final.intro[0] },
  };
}
