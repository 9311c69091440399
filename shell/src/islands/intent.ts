import { prefetchApp, startApp, warmApp, type AppAssets } from './app';

/** How long after `load` the app is fetched anyway, when the browser is idle (no intent yet). */
export const IDLE_PREFETCH_DELAY_MS = 4000;

/** A same-origin link to a page the app renders (not a lite page, not this page's anchors). */
export function appLinkOf(target: EventTarget | null, assets: AppAssets): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
  if (link.target || link.hasAttribute('download')) return null;
  if (link.pathname === location.pathname || assets.litePaths.includes(link.pathname)) return null;
  return link;
}

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Pointer on or focus in a link into the app starts the app behind the page, loading that link's
 * page too (the lite page stays until the click, see ../prerender/handoff.ts); a click on one starts it on this
 * page at the link's address instead of loading a new page. Idle time after load fetches it too.
 */
export function wireIntent(assets: AppAssets): void {
  const onIntent = (event: Event) => {
    const link = appLinkOf(event.target, assets);
    if (link) warmApp(assets, link.pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('click', (event) => {
    const link = appLinkOf(event.target, assets);
    if (!link || event.defaultPrevented || modified(event)) return;
    event.preventDefault();
    history.pushState(null, '', link.href);
    void startApp(assets);
  });
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => prefetchApp(assets), { timeout: 2000 })
      : prefetchApp(assets);
  const later = () => setTimeout(idle, IDLE_PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
