// Turns one Markdown content file (YAML front matter + body) into a `PageContent` object
// (src/content/types.ts), collecting every problem as "file:line: message" instead of stopping at
// the first, so an editor sees all of them at once. Pure: no file system, so jest can test it.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { LineCounter, parseDocument } from 'yaml';

const PAGE_KEYS = ['title', 'description', 'heading', 'lead', 'updated', 'form'];
const REQUIRED = ['title', 'description', 'heading'];
const FORM_KEYS = { kind: 'string', heading: 'string', intro: 'string', askRole: 'boolean' };
Object.assign(FORM_KEYS, { messageLabel: 'string', submitLabel: 'string' });
const TONES = ['info', 'success', 'warning'];
export const DIRECTIVES = ['callout', 'links', 'faq'];
export const DESCRIPTION_LENGTH = { min: 50, max: 200 };

/**
 * @param {string} source the file's text
 * @param {string} file the path shown in messages
 * @param {{ leadKinds: readonly string[] }} rules
 */
export function parsePage(source, file, rules) {
  const { errors, fail, front, body } = readMarkdown(source, file, 'title, description…');
  if (!front) return { page: undefined, keys: [], errors };
  const { data, keys, lineOf } = front;
  const page = frontMatterToPage(data, lineOf, fail, rules);
  page.blocks = body.flatMap((node) => toBlocks(node, fail));
  if (page.blocks.length === 0) fail(lineOf(), 'the page has no content under the front matter');
  return { page: ordered(page), keys, errors };
}

/**
 * A content file's Markdown tree: its front matter read (null, with the error recorded, when the
 * file does not start with one) and the nodes after it. `holding` names the keys expected there.
 */
export function readMarkdown(source, file, holding) {
  const errors = [];
  const fail = (line, message) => errors.push(`${file}:${line ?? 1}: ${message}`);
  const tree = fromMarkdown(source, {
    extensions: [frontmatter(['yaml']), directive()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), directiveFromMarkdown()],
  });
  const [first, ...body] = tree.children;
  if (first?.type !== 'yaml') {
    fail(1, `missing front matter: start the file with a --- block holding ${holding}`);
    return { errors, fail, front: null, body };
  }
  return { errors, fail, front: { ...readFrontMatter(first, fail), node: first }, body };
}

function readFrontMatter(node, fail) {
  const offset = node.position.start.line; // the opening --- line
  const lines = new LineCounter();
  const doc = parseDocument(node.value, { lineCounter: lines });
  for (const e of doc.errors) fail(offset + e.linePos?.[0]?.line, `front matter: ${e.message}`);
  const data = doc.errors.length ? {} : (doc.toJS() ?? {});
  const lineOf = (...path) => {
    const pair = doc
      .getIn(path.slice(0, -1), true)
      ?.items?.find((p) => p.key?.value === path.at(-1));
    return pair?.key?.range ? offset + lines.linePos(pair.key.range[0]).line : offset;
  };
  const keys = typeof data === 'object' ? keyPaths(data) : [];
  return { data: typeof data === 'object' ? data : {}, keys, lineOf };
}

function keyPaths(value, prefix = '') {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? [`${prefix}${key}`, ...keyPaths(inner, `${prefix}${key}.`)]
      : [`${prefix}${key}`],
  );
}

function frontMatterToPage(data, lineOf, fail, rules) {
  const page = {};
  for (const key of Object.keys(data)) {
    if (!PAGE_KEYS.includes(key))
      fail(lineOf(key), `unknown front matter key "${key}" (known: ${PAGE_KEYS.join(', ')})`);
  }
  for (const key of REQUIRED) {
    if (typeof data[key] !== 'string' || !data[key].trim()) fail(lineOf(key), `missing ${key}`);
    else page[key] = data[key].trim();
  }
  const { min, max } = DESCRIPTION_LENGTH;
  const length = page.description?.length ?? min;
  if (length < min || length > max) {
    fail(
      lineOf('description'),
      `description is ${length} characters; keep it between ${min} and ${max}`,
    );
  }
  for (const key of ['lead', 'updated']) {
    if (data[key] === undefined) continue;
    if (typeof data[key] !== 'string') fail(lineOf(key), `${key} must be text`);
    else page[key] = data[key].trim();
  }
  if (page.updated && !/^\d{4}-\d{2}-\d{2}$/.test(page.updated)) {
    fail(lineOf('updated'), 'updated must be a date written YYYY-MM-DD');
  }
  if (data.form !== undefined) page.form = readForm(data.form, lineOf, fail, rules);
  return page;
}

function readForm(form, lineOf, fail, rules) {
  if (!form || typeof form !== 'object')
    return fail(lineOf('form'), 'form must hold kind and heading');
  const out = {};
  for (const [key, value] of Object.entries(form)) {
    if (!FORM_KEYS[key])
      fail(
        lineOf('form', key),
        `unknown form key "${key}" (known: ${Object.keys(FORM_KEYS).join(', ')})`,
      );
    else if (typeof value !== FORM_KEYS[key])
      fail(
        lineOf('form', key),
        `form ${key} must be ${FORM_KEYS[key] === 'string' ? 'text' : 'true or false'}`,
      );
    else out[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (!out.heading) fail(lineOf('form'), 'missing form heading');
  if (!rules.leadKinds.includes(out.kind)) {
    fail(
      lineOf('form', 'kind'),
      `unknown form kind "${out.kind ?? ''}" (known: ${rules.leadKinds.join(', ')})`,
    );
  }
  return out;
}

export const lineOfNode = (node) => node.position?.start.line;

/** The plain text of a paragraph or heading; formatting the renderer cannot show is an error. */
export function inlineText(node, fail) {
  const parts = [];
  for (const child of node.children ?? []) {
    if (child.type === 'text') parts.push(child.value);
    else if (child.type === 'textDirective') {
      fail(lineOfNode(child), `unknown directive ":${child.name}" (write \\: for a plain colon)`);
    } else fail(lineOfNode(child), `${child.type} is not supported in text; write plain text`);
  }
  return parts
    .join('')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

export function listItems(list, fail) {
  return list.children.map((item) => {
    const [only, ...rest] = item.children;
    if (only?.type !== 'paragraph' || rest.length) {
      fail(lineOfNode(item), 'a list item holds one paragraph of text');
      return '';
    }
    return only;
  });
}

function toBlocks(node, fail) {
  const line = lineOfNode(node);
  switch (node.type) {
    case 'heading':
      if (node.depth === 2) return [{ type: 'heading', text: inlineText(node, fail) }];
      if (node.depth === 3) return [{ type: 'heading', text: inlineText(node, fail), level: 3 }];
      fail(line, `use ## or ### for headings (# is the page heading from the front matter)`);
      return [];
    case 'paragraph':
      return [{ type: 'paragraph', text: inlineText(node, fail) }];
    case 'list': {
      const items = listItems(node, fail).map((p) => (p ? inlineText(p, fail) : ''));
      return [node.ordered ? { type: 'list', ordered: true, items } : { type: 'list', items }];
    }
    case 'containerDirective':
      return directiveBlock(node, fail);
    case 'leafDirective':
    case 'textDirective':
      fail(
        line,
        `unknown block "::${node.name}" (known: ${DIRECTIVES.map((d) => `:::${d}`).join(', ')})`,
      );
      return [];
    default:
      fail(
        line,
        `unknown block (${node.type}); use paragraphs, ## headings, lists or ${DIRECTIVES.map((d) => `:::${d}`).join(', ')}`,
      );
      return [];
  }
}

function directiveBlock(node, fail) {
  const line = lineOfNode(node);
  const attributes = node.attributes ?? {};
  if (node.name === 'callout') {
    const [only, ...rest] = node.children;
    if (only?.type !== 'paragraph' || rest.length) fail(line, ':::callout holds one paragraph');
    if (attributes.tone && !TONES.includes(attributes.tone)) {
      fail(line, `unknown callout tone "${attributes.tone}" (known: ${TONES.join(', ')})`);
    }
    const block = {
      type: 'callout',
      text: only?.type === 'paragraph' ? inlineText(only, fail) : '',
    };
    if (attributes.title) block.title = attributes.title;
    if (attributes.tone) block.tone = attributes.tone;
    return [block];
  }
  if (node.name === 'links') {
    const [list, ...rest] = node.children;
    if (list?.type !== 'list' || rest.length) {
      fail(line, ':::links holds one list of [label](/path) links');
      return [];
    }
    return [{ type: 'links', items: readLinks(list, fail, 'each :::links item') }];
  }
  if (node.name === 'faq') return [{ type: 'faq', items: faqItems(node, fail) }];
  fail(
    line,
    `unknown block ":::${node.name}" (known: ${DIRECTIVES.map((d) => `:::${d}`).join(', ')})`,
  );
  return [];
}

/** A list whose items are each one [label](/path) link, with the line of each (for checkLinks). */
export function readLinks(list, fail, what = 'each link') {
  return listItems(list, fail).flatMap((p) => {
    const link =
      p && p.children.length === 1 && p.children[0].type === 'link' ? p.children[0] : null;
    if (!link) {
      if (p) fail(lineOfNode(p), `${what} is one [label](/path) link`);
      return [];
    }
    return [{ label: inlineText(link, fail), href: link.url, line: lineOfNode(link) }];
  });
}

/** `### Question` followed by one answer paragraph, repeated. */
function faqItems(node, fail) {
  const items = [];
  for (const child of node.children) {
    if (child.type === 'heading' && child.depth === 3)
      items.push({ q: inlineText(child, fail), a: '' });
    else if (child.type === 'paragraph' && items.at(-1)?.a === '')
      items.at(-1).a = inlineText(child, fail);
    else
      fail(lineOfNode(child), ':::faq holds ### questions, each followed by one answer paragraph');
  }
  for (const item of items)
    if (!item.a) fail(lineOfNode(node), `the question "${item.q}" has no answer`);
  return items;
}

/** The keys in the order of PageContent, so generated files read like the type. */
function ordered(page) {
  const out = {};
  for (const key of [...PAGE_KEYS.slice(0, 5), 'blocks', 'form'])
    if (page[key] !== undefined) out[key] = page[key];
  return out;
}
