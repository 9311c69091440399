import { createRequire } from 'node:module';

/**
 * A package loaded on its first use rather than at start-up. The server's idle memory is what
 * every replica pays before any request: a package only some routes or settings need (PDF
 * writing, image processing, S3, PostgreSQL, Redis, SMTP, the OpenAPI docs) then costs nothing
 * in a process that never uses it. Every package given here has a CommonJS entry, so it loads
 * synchronously from constructors as well; import its types with `import type` only, or the
 * bundle loads it eagerly again.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= createRequire(import.meta.url)(name) as T;
    return loaded;
  };
}
