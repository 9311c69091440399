import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTBOUND_HTTP_URLS } from './config';

const root = join(__dirname, '..', '..');
/** Read by compose.yaml for its own services, not by the API. */
const COMPOSE_ONLY = new Set(['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']);
/** Read by the C library of the Node process (scripts/lib.mjs SERVER_ENV), not by the API. */
const PROCESS_ONLY = new Set(['MALLOC_ARENA_MAX']);

/** Every environment variable config.ts reads, by name. */
function variablesConfigReads(): string[] {
  const source = readFileSync(join(__dirname, 'config.ts'), 'utf8');
  const names = new Set<string>(OUTBOUND_HTTP_URLS);
  for (const m of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
  for (const m of source.matchAll(/'((?:S3|SAFETY|TUTOR)_[A-Z0-9_]+)'/g)) names.add(m[1]!);
  return [...names].sort();
}

describe('.env.example', () => {
  const listed = new Set(
    readFileSync(join(root, '.env.example'), 'utf8')
      .split('\n')
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name): name is string => Boolean(name)),
  );

  it('names every variable config.ts reads', () => {
    const names = variablesConfigReads();
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('names nothing config.ts does not read', () => {
    const read = new Set(variablesConfigReads());
    const other = (name: string) => COMPOSE_ONLY.has(name) || PROCESS_ONLY.has(name);
    expect([...listed].filter((name) => !read.has(name) && !other(name))).toEqual([]);
  });

  it('is documented in docs/configuration.md, variable by variable', () => {
    const docs = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');
    expect(variablesConfigReads().filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });
});
