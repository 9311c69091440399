// How a file the app will load is preloaded: the API writes these links into index.html and the
// landing's islands add them on intent, and a preload only helps when it matches the request
// the runtime later makes (same `as`, same CORS mode), so both read this one rule.

export type PreloadKind = 'fetch' | 'style' | 'script';

/**
 * The preload's `as` and whether it is a CORS request: the MF runtime fetches a remote's manifest
 * with fetch() (CORS mode); stylesheets and scripts are loaded by elements without CORS.
 */
export function preloadKind(url: string): { as: PreloadKind; crossOrigin: boolean } {
  const path = url.replace(/[?#].*$/, '');
  if (path.endsWith('.json')) return { as: 'fetch', crossOrigin: true };
  return { as: path.endsWith('.css') ? 'style' : 'script', crossOrigin: false };
}
