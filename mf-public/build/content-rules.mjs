// Rules that look across files: both languages of a page agree, and internal links lead somewhere.

/**
 * The paths a link may point at: mf-public's own routes (App.tsx, without parameters) exactly,
 * and every other remote's registry route as a prefix.
 * @param {string} appSource mf-public/src/App.tsx
 * @param {{ remotes: { name: string, routes: { path: string }[] }[] }} registry
 */
export function routesOf(appSource, registry) {
  const exact = new Set(['/']);
  for (const [, path] of appSource.matchAll(/<Route\s+path="([^"]+)"/g)) {
    if (!path.includes(':') && !path.includes('*')) exact.add(`/${path.replace(/^\//, '')}`);
  }
  const prefixes = registry.remotes
    .filter((remote) => remote.name !== 'mf_public')
    .flatMap((remote) => remote.routes.map((route) => route.path));
  return { exact, prefixes };
}

/** @param {{ exact: Set<string>, prefixes: string[] }} routes */
export function servesPath(routes, href) {
  const path = href.split(/[?#]/)[0].replace(/(.)\/$/, '$1');
  return (
    routes.exact.has(path) || routes.prefixes.some((p) => path === p || path.startsWith(`${p}/`))
  );
}

export function checkLinks(page, file, routes) {
  const errors = [];
  for (const block of page?.blocks ?? []) {
    if (block.type !== 'links') continue;
    for (const { href, line } of block.items) {
      if (/^https:\/\//.test(href)) continue;
      if (!href.startsWith('/')) {
        errors.push(
          `${file}:${line}: link "${href}" must be a path such as /privacy or an https:// address`,
        );
      } else if (!servesPath(routes, href)) {
        errors.push(`${file}:${line}: broken internal link "${href}": no page is served there`);
      }
    }
  }
  return errors;
}

/**
 * Every language present, with the same front matter keys and the same sequence of blocks as
 * English, so a page never changes shape when a visitor switches language.
 */
export function checkPair(pageId, byLanguage, languages) {
  const errors = [];
  const en = byLanguage.en;
  for (const lng of languages) {
    if (!byLanguage[lng]) {
      const other = Object.values(byLanguage)[0].rel;
      const missing = other.replace(/\.[a-z]{2}\.md$/, `.${lng}.md`);
      errors.push(`${other}:1: page ${pageId} has no ${lng} version (${missing})`);
    }
  }
  if (!en?.page) return errors;
  for (const lng of languages.filter((l) => l !== 'en' && byLanguage[l]?.page)) {
    const { keys, page, rel } = byLanguage[lng];
    const missing = en.keys.filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !en.keys.includes(k));
    if (missing.length || extra.length) {
      const parts = [
        missing.length && `missing ${missing.join(', ')}`,
        extra.length && `extra ${extra.join(', ')}`,
      ];
      errors.push(
        `${rel}:1: front matter keys differ from ${en.rel}: ${parts.filter(Boolean).join('; ')}`,
      );
    }
    const shape = (p) => p.blocks.map((b) => b.type).join(', ');
    if (shape(page) !== shape(en.page)) {
      errors.push(
        `${rel}:1: blocks differ from ${en.rel}: [${shape(page)}] where English has [${shape(en.page)}]`,
      );
    }
  }
  return errors;
}

/** The landing's parts that are lists, by name, for the check that both languages agree. */
const LANDING_LISTS = {
  'feature cards': (l) => l.features.items,
  steps: (l) => l.how.steps,
  'philosophy cards': (l) => l.philosophy.cards,
  'dialog paragraphs': (l) => l.modal.paragraphs,
  questions: (l) => l.faq.items,
  links: (l) => l.explore.links,
};

/**
 * The landing in every language, each with as many cards, steps, questions and links as English
 * and links to the same places, so switching language never changes the page's shape.
 */
export function checkLanding(byLanguage, languages) {
  const errors = [];
  const en = byLanguage.en;
  for (const lng of languages.filter((l) => !byLanguage[l])) {
    errors.push(`mf-public/content/landing.${lng}.md:1: the landing has no ${lng} version`);
  }
  if (!en?.landing) return errors;
  for (const lng of languages.filter((l) => l !== 'en' && byLanguage[l]?.landing)) {
    const { landing, rel } = byLanguage[lng];
    for (const [name, list] of Object.entries(LANDING_LISTS)) {
      if (list(landing).length !== list(en.landing).length) {
        errors.push(
          `${rel}:1: ${list(landing).length} ${name} where ${en.rel} has ${list(en.landing).length}`,
        );
      }
    }
    const hrefs = (l) => l.explore.links.map((link) => link.href).join(' ');
    if (hrefs(landing) !== hrefs(en.landing)) {
      errors.push(
        `${rel}:1: the links lead to [${hrefs(landing)}] where English has [${hrefs(en.landing)}]`,
      );
    }
  }
  return errors;
}
