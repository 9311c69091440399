// Measures how far api/ is from the routes → service → store shape (issue #20), so a refactor
// reports before and after figures instead of impressions. Writes bench-results/layers.json.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const apiSrc = join(root, 'api/src');
const queryCall =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^`(]*>)?`/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const isStore = (file: string) => /(^|\/)store\.ts$|(^|\/)[a-z-]+-store\.ts$/.test(file);
const isRouteFile = (file: string) => /(^|\/)routes\.ts$|-routes\.ts$/.test(file);
const isMigration = (file: string) => file.includes('/db/migrations/');

function relativeImports(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const spec = match[1].replace(/\.js$/, '');
    const base = resolve(dirname(file), spec);
    for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
      try {
        if (statSync(candidate).isFile()) {
          found.push(candidate);
          break;
        }
      } catch {
        // not this candidate
      }
    }
  }
  return found;
}

// Tarjan's strongly connected components: every component larger than one file is a cycle.
function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

function longestFunction(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let best = { lines: 0, line: 0 };
  const walk = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > best.lines) best = { lines: end - start + 1, line: start + 1 };
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return best;
}

const files = sourceFiles(apiSrc);
const graph = new Map<string, string[]>();
let queriesInStores = 0;
let queriesElsewhere = 0;
const offenders: { file: string; calls: number }[] = [];
let longestRoute = { file: '', lines: 0 };
let longestFn = { file: '', line: 0, lines: 0 };
const featureImportsOfRouteFiles: string[] = [];

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const rel = relative(root, file);
  const imports = relativeImports(file, text);
  graph.set(file, imports);
  if (!isMigration(file)) {
    const calls = text.match(queryCall)?.length ?? 0;
    if (isStore(file)) queriesInStores += calls;
    else if (calls > 0) {
      queriesElsewhere += calls;
      offenders.push({ file: rel, calls });
    }
  }
  const lines = text.split('\n').length;
  if (isRouteFile(file) && lines > longestRoute.lines) longestRoute = { file: rel, lines };
  const fn = longestFunction(file, text);
  if (fn.lines > longestFn.lines) longestFn = { file: rel, ...fn };
  const feature = rel.match(/^api\/src\/features\/([^/]+)\//)?.[1];
  for (const target of imports) {
    const targetRel = relative(root, target);
    const targetFeature = targetRel.match(/^api\/src\/features\/([^/]+)\//)?.[1];
    if (feature && targetFeature && targetFeature !== feature && isRouteFile(target)) {
      featureImportsOfRouteFiles.push(`${rel} → ${targetRel}`);
    }
  }
}

const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)));
offenders.sort((a, b) => b.calls - a.calls);
const figures = {
  measuredAt: new Date().toISOString(),
  files: files.length,
  queryCalls: { inStores: queriesInStores, outsideStores: queriesElsewhere },
  longestRouteFile: longestRoute,
  longestFunction: longestFn,
  importCycles: cycles.length,
  crossFeatureRouteImports: featureImportsOfRouteFiles.length,
  topOffenders: offenders.slice(0, 10),
  cycles,
};

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/layers.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(`api/src files (non-test): ${figures.files}`);
console.log(`Kysely calls in stores: ${queriesInStores}; outside stores: ${queriesElsewhere}`);
console.log(`longest route file: ${longestRoute.file} (${longestRoute.lines} lines)`);
console.log(`longest function: ${longestFn.file}:${longestFn.line} (${longestFn.lines} lines)`);
console.log(
  `import cycles: ${cycles.length}; cross-feature imports of route files: ${featureImportsOfRouteFiles.length}`,
);
console.log('written to bench-results/layers.json');
