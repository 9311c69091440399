// dist/lite.html: the shell's page for visitors served without the app (api/src/lib/static/lite.ts).
// Made at build time from dist/index.html: the entry's scripts and the bootstrap's preloads leave
// <head> (the islands script fetches and starts them on intent), its stylesheets are inlined, and
// the chrome is the signed-out one.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY_SCRIPT = /<script src="(\/[\w.-]+\.js)" type="module"><\/script>/g;
const STYLESHEET = /<link href="(\/[\w.-]+\.css)" rel="stylesheet">/g;
const REGISTRY_PRELOAD = /<link rel="preload" href="\/registry\.json"[^>]*>/;
// The bootstrap's chunks (shared/build/boot-preload.mjs): the islands preload them on intent.
const BOOT_PRELOAD = /<link rel="preload" as="(?:script|style)" href="(\/[\w.-]+\.(?:js|css))">/g;

/** `</` cannot end the element early: CSS and JSON are put into <style> and <script> as-is. */
const inElement = (text: string) => text.replace(/<\//g, '<\\/');

/**
 * The lite page from index.html (`page`, before its #root is filled), the signed-out chrome and
 * the islands script's file name. `readAsset` reads a file of dist/ by its URL path.
 */
export function liteHtml(
  page: string,
  root: string,
  chrome: string,
  islands: string,
  readAsset: (path: string) => string,
): string {
  const scripts = [...page.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!);
  const styles = [...page.matchAll(STYLESHEET)].map((m) => readAsset(m[1]!));
  if (scripts.length === 0) throw new Error('prerender: no entry script in index.html');
  const preload = [...page.matchAll(BOOT_PRELOAD)].map((m) => m[1]!);
  const app = JSON.stringify({ scripts, preload, litePaths: [] });
  const head =
    styles.map((css) => `<style>${inElement(css)}</style>`).join('') +
    `<script src="/${islands}" defer></script>` +
    `<script type="application/json" id="optio-app">${inElement(app)}</script>`;
  return page
    .replace('<html lang="en">', '<html lang="en" data-lite="">')
    .replace(ENTRY_SCRIPT, '')
    .replace(STYLESHEET, '')
    .replace(REGISTRY_PRELOAD, '')
    .replace(BOOT_PRELOAD, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(root, () => `<div id="root">${chrome}</div>`);
}

/** Copies the islands bundle into dist/ under a content-hashed name; returns that name. */
export function emitIslands(bundle: string, dist: string): string {
  const code = readFileSync(bundle);
  const name = `islands.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(dist, name), code);
  return name;
}
