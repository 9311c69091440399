// Spanish completeness: every namespace's `es` has exactly the keys of its `en`, with the same
// {{placeholders}}. Lists every missing key, every key `es` has and `en` lacks, and every
// placeholder difference, then exits 1 if there is any. Run by `npm test` (and `npm run
// check:i18n`) through tsx, since several locale files are TypeScript.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Tree = { [key: string]: unknown };
interface Namespace {
  name: string;
  en: Tree;
  es: Tree;
}

/** A locale module's strings: its default export, or its export named after the language. */
async function load(file: string, lng: 'en' | 'es', exportName?: string): Promise<Tree> {
  const mod = (await (file.endsWith('.json')
    ? import(file, { with: { type: 'json' } })
    : import(file))) as Record<string, unknown>;
  const value = mod[exportName ?? lng] ?? mod.default;
  if (!value || typeof value !== 'object') throw new Error(`${file}: no ${lng} strings exported`);
  return value as Tree;
}

function localeFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) localeFiles(path, found);
    else if (/^en\.(json|ts)$/.test(entry) && /locales$/.test(dir)) found.push(path);
  }
  return found;
}

/**
 * Every `*locales/en.{json,ts}` with its `es` sibling, the namespaces defined in code, and the
 * long-form public pages.
 */
async function namespaces(): Promise<Namespace[]> {
  const apps = readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mf-'));
  const roots = [...apps.map((a) => join(ROOT, a, 'src')), join(ROOT, 'shared')];
  const list: Namespace[] = [];
  for (const enFile of roots.flatMap((r) => localeFiles(r))) {
    const esFile = enFile.replace(/en\.(json|ts)$/, 'es.$1');
    list.push({
      name: relative(ROOT, dirname(enFile)),
      en: await load(enFile, 'en'),
      es: await load(esFile, 'es').catch(() => ({})),
    });
  }
  const ui = join(ROOT, 'shared/ui/src/i18n.ts');
  list.push({ name: 'shared/ui (ui)', en: await load(ui, 'en'), es: await load(ui, 'es') });
  const { ERROR_MESSAGES } = (await import(join(ROOT, 'shared/contracts/src/error-codes.ts'))) as {
    ERROR_MESSAGES: Record<string, string>;
  };
  const { nestCatalogue } = (await import(join(ROOT, 'shared/api-client/src/nest.ts'))) as {
    nestCatalogue: (flat: Record<string, string>) => Tree;
  };
  list.push({
    name: 'server error codes (errors)',
    en: nestCatalogue(ERROR_MESSAGES),
    es: await load(join(ROOT, 'shared/api-client/src/locales/errors.es.json'), 'es'),
  });
  // Long-form public pages (mf-public/src/content): each file's `es` page mirrors its `en` one.
  // The landing's copy (content/landing/) is one module per language, inside the public namespace.
  const content = join(ROOT, 'mf-public/src/content');
  const pages = readdirSync(content, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !/^(index|types)\.ts$|\.test\.ts$|^landing\//.test(f),
  );
  for (const file of pages.sort()) {
    const mod = (await import(join(content, file))) as { default: { en: Tree; es?: Tree } };
    list.push({
      name: `mf-public/src/content/${file}`,
      en: mod.default.en,
      es: mod.default.es ?? {},
    });
  }
  return list;
}

function flatten(tree: unknown, prefix = '', out = new Map<string, string>()) {
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(tree)) {
    tree.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else {
    out.set(prefix, String(tree));
  }
  return out;
}

const placeholders = (text: string) =>
  [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

const problems: string[] = [];
let keys = 0;
const all = await namespaces();
for (const ns of all) {
  const en = flatten(ns.en);
  const es = flatten(ns.es);
  keys += en.size;
  for (const [key, text] of en) {
    const spanish = es.get(key);
    if (spanish === undefined) problems.push(`${ns.name}: missing in es: ${key}`);
    else if (placeholders(spanish).join() !== placeholders(text).join())
      problems.push(
        `${ns.name}: placeholders differ at ${key}: en ${placeholders(text).join(' ') || '(none)'}, es ${placeholders(spanish).join(' ') || '(none)'}`,
      );
  }
  for (const key of es.keys()) {
    if (!en.has(key)) problems.push(`${ns.name}: in es but not in en: ${key}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n✖ i18n: ${problems.length} problem(s) in ${all.length} namespaces`);
  process.exit(1);
}
console.log(`✔ i18n: es complete for ${all.length} namespaces (${keys} keys)`);
