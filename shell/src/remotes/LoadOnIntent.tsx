import { useEffect } from 'react';
import { warmUp } from '../prerender/warmUp';

/** A same-origin link's path, or null (another site, a download, a new tab). */
function appPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
  if (link.target || link.hasAttribute('download') || link.pathname === location.pathname)
    return null;
  return link.pathname;
}

/**
 * A pointer on, or focus in, a link to a page whose remote is not loaded yet loads that remote,
 * so the click finds it ready (manifest, entry and chunks were a serial chain after the click).
 */
export function LoadOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = appPathOf(event.target);
      if (path) void warmUp(path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return null;
}
