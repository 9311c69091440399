import { LEAD_KINDS } from '@optio/contracts';
import { checkLinks, checkPair, routesOf } from '../../build/content-rules.mjs';
import { parsePage } from '../../build/markdown-page.mjs';

const rules = { leadKinds: LEAD_KINDS };
const FILE = 'content/promo/x.en.md';
const DESCRIPTION = 'A description long enough to pass the fifty character minimum easily.';

function md(front: string, body = '## Heading\n\nSome text.') {
  return `---\n${front}\n---\n\n${body}\n`;
}
const valid = (extra = '', body?: string) =>
  md(`title: Title\ndescription: ${DESCRIPTION}\nheading: Heading${extra}`, body);

describe('a Markdown content page', () => {
  it('compiles front matter, headings, paragraphs, lists and the three directives', () => {
    const body = [
      '## Why',
      '### Smaller',
      'A paragraph\nwrapped over two lines.',
      '1. first\n2. second',
      '- one\n- two',
      ':::callout{tone=info title="Note"}\nCalm words.\n:::',
      ':::links\n- [Privacy](/privacy)\n- [Site](https://example.org)\n:::',
      ':::faq\n### Is it free?\n\nYes.\n\n### Why?\n\nBecause.\n:::',
    ].join('\n\n');
    const form = '\nform:\n  kind: promo\n  heading: Ask us\n  askRole: true';
    const { page, errors } = parsePage(valid(`\nupdated: 2026-01-02${form}`, body), FILE, rules);
    expect(errors).toEqual([]);
    expect(page).toEqual({
      title: 'Title',
      description: DESCRIPTION,
      heading: 'Heading',
      updated: '2026-01-02',
      form: { kind: 'promo', heading: 'Ask us', askRole: true },
      blocks: [
        { type: 'heading', text: 'Why' },
        { type: 'heading', text: 'Smaller', level: 3 },
        { type: 'paragraph', text: 'A paragraph wrapped over two lines.' },
        { type: 'list', ordered: true, items: ['first', 'second'] },
        { type: 'list', items: ['one', 'two'] },
        { type: 'callout', text: 'Calm words.', title: 'Note', tone: 'info' },
        {
          type: 'links',
          items: [
            { label: 'Privacy', href: '/privacy', line: 30 },
            { label: 'Site', href: 'https://example.org', line: 31 },
          ],
        },
        {
          type: 'faq',
          items: [
            { q: 'Is it free?', a: 'Yes.' },
            { q: 'Why?', a: 'Because.' },
          ],
        },
      ],
    });
  });

  it.each([
    ['title', md(`description: ${DESCRIPTION}\nheading: H`), `${FILE}:1: missing title`],
    ['description', md('title: T\nheading: H'), `${FILE}:1: missing description`],
    ['heading', md(`title: T\ndescription: ${DESCRIPTION}`), `${FILE}:1: missing heading`],
  ])('names a missing %s', (_key, source, message) => {
    expect(parsePage(source, FILE, rules).errors).toContain(message);
  });

  it('refuses a file without front matter', () => {
    expect(parsePage('## Just a body\n', FILE, rules).errors).toEqual([
      expect.stringMatching(/^content\/promo\/x\.en\.md:1: missing front matter/),
    ]);
  });

  it('names the line of a description that is too short or too long', () => {
    const short = md('title: T\ndescription: Too short.\nheading: H');
    expect(parsePage(short, FILE, rules).errors).toEqual([
      `${FILE}:3: description is 10 characters; keep it between 50 and 200`,
    ]);
    const long = md(`title: T\nheading: H\ndescription: ${'x'.repeat(201)}`);
    expect(parsePage(long, FILE, rules).errors[0]).toMatch(/^[^:]+:4: description is 201 /);
  });

  it('refuses an unknown form kind and unknown keys, with their lines', () => {
    const form = '\nform:\n  kind: newsletter\n  heading: Ask\n  colour: red\nsubtitle: x';
    expect(parsePage(valid(form), FILE, rules).errors).toEqual([
      `${FILE}:9: unknown front matter key "subtitle" (known: title, description, heading, lead, updated, form)`,
      `${FILE}:8: unknown form key "colour" (known: kind, heading, intro, askRole, messageLabel, submitLabel)`,
      `${FILE}:6: unknown form kind "newsletter" (known: ${LEAD_KINDS.join(', ')})`,
    ]);
  });

  it('refuses a badly written date', () => {
    expect(parsePage(valid('\nupdated: 1 May 2026'), FILE, rules).errors).toEqual([
      `${FILE}:5: updated must be a date written YYYY-MM-DD`,
    ]);
  });

  it('names an unknown directive or block and the line it is on', () => {
    const body = '## H\n\n:::video{src=x}\nclip\n:::\n\n```js\ncode\n```\n\n# Big';
    expect(parsePage(valid('', body), FILE, rules).errors).toEqual([
      `${FILE}:9: unknown block ":::video" (known: :::callout, :::links, :::faq)`,
      `${FILE}:13: unknown block (code); use paragraphs, ## headings, lists or :::callout, :::links, :::faq`,
      `${FILE}:17: use ## or ### for headings (# is the page heading from the front matter)`,
    ]);
  });

  it('refuses formatting the renderer cannot show, and a stray :directive in text', () => {
    const body = '## H\n\nSome *emphasis* here.\n\nA ratio:odd word.';
    expect(parsePage(valid('', body), FILE, rules).errors).toEqual([
      `${FILE}:9: emphasis is not supported in text; write plain text`,
      `${FILE}:11: unknown directive ":odd" (write \\: for a plain colon)`,
    ]);
  });

  it('refuses a callout tone it does not know and a question without an answer', () => {
    const body = ':::callout{tone=loud}\nHey.\n:::\n\n:::faq\n### Alone?\n:::';
    const { errors } = parsePage(valid('', body), FILE, rules);
    expect(errors).toEqual([
      `${FILE}:7: unknown callout tone "loud" (known: info, success, warning)`,
      `${FILE}:11: the question "Alone?" has no answer`,
    ]);
  });
});

describe('the checks across content files', () => {
  const app =
    '<Route path="promo" element={<P />} />\n<Route path="portfolio/:slug" element={<Q />} />';
  const registry = {
    remotes: [
      { name: 'mf_public', routes: [{ path: '/promo' }, { path: '/portfolio' }] },
      { name: 'mf_auth', routes: [{ path: '/login' }] },
    ],
  };
  const routes = routesOf(app, registry);

  it('accepts served paths and https links, and names a broken internal link', () => {
    const body =
      ':::links\n- [a](/promo)\n- [b](/login?next=/x)\n- [c](https://x.org)\n- [d](/promo/gone)\n- [e](/nowhere)\n- [f](mailto:x@y.z)\n:::';
    const { page } = parsePage(valid('', body), FILE, rules);
    expect(checkLinks(page, FILE, routes)).toEqual([
      `${FILE}:11: broken internal link "/promo/gone": no page is served there`,
      `${FILE}:12: broken internal link "/nowhere": no page is served there`,
      `${FILE}:13: link "mailto:x@y.z" must be a path such as /privacy or an https:// address`,
    ]);
  });

  const parsed = (source: string, rel: string) => ({ ...parsePage(source, rel, rules), rel });

  it('names a Spanish file whose front matter keys or blocks differ from English', () => {
    const en = parsed(valid('\nlead: Hello'), 'content/p.en.md');
    const es = parsed(valid('\nupdated: 2026-01-01', '## Hola\n\n- uno'), 'content/p.es.md');
    expect(checkPair('p', { en, es }, ['en', 'es'])).toEqual([
      'content/p.es.md:1: front matter keys differ from content/p.en.md: missing lead; extra updated',
      'content/p.es.md:1: blocks differ from content/p.en.md: [heading, list] where English has [heading, paragraph]',
    ]);
    expect(
      checkPair('p', { en, es: parsed(valid('\nlead: Hola'), 'content/p.es.md') }, ['en', 'es']),
    ).toEqual([]);
  });

  it('names a page missing one of its languages', () => {
    const en = parsed(valid(), 'content/p.en.md');
    expect(checkPair('p', { en }, ['en', 'es'])).toEqual([
      'content/p.en.md:1: page p has no es version (content/p.es.md)',
    ]);
  });
});
