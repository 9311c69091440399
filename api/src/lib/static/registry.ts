import { readFileSync, statSync } from 'node:fs';

const CACHE_MS = 2000;

/** Every absolute http(s) origin named in the registry (manifest URLs); relative ones are 'self'. */
export function originsInRegistry(json: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (/^https?:\/\//i.test(v)) {
        try {
          out.add(new URL(v).origin);
        } catch {
          /* not a URL */
        }
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(json);
  return [...out].sort();
}

/** Reads the registry's origins, re-reading the file at most every 2 s and only when it changed. */
export function createRegistryOrigins(file: string): () => string[] {
  let checkedAt = 0;
  let mtime = -1;
  let origins: string[] = [];
  return () => {
    const now = Date.now();
    if (now - checkedAt < CACHE_MS) return origins;
    checkedAt = now;
    try {
      const st = statSync(file);
      if (st.mtimeMs !== mtime) {
        mtime = st.mtimeMs;
        origins = originsInRegistry(JSON.parse(readFileSync(file, 'utf8')));
      }
    } catch {
      mtime = -1;
      origins = [];
    }
    return origins;
  };
}
