import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from '@optio/i18n';
import { bootstrapSession } from '@optio/session';
import { App } from './App';
import { intendedPath, whenAppMayRender } from './prerender/handoff';
import { enableControls, PRERENDERED_ATTRIBUTE } from './prerender/markup';
import { hasPrerenderedPage, preloadPrerenderedPage } from './prerender/preload';
import { AfterFirstCommit, rememberFocus } from './prerender/takeover';
import { warmUp } from './prerender/warmUp';

/**
 * index.html arrives with build-time HTML in #root: the shell's chrome and, on `/`, the landing
 * page from mf-public. With a page in it, the app loads that page's remote first and hydrates
 * the markup in place (nothing is re-created: no flash, no layout shift, focus stays); with the
 * chrome alone, it replaces the markup in one commit. Either render runs as a transition, in
 * slices, so it does not block the main thread for long. The page's remote loads meanwhile, and
 * on a lite page started ahead on intent, everything but the render happens before the click.
 */
async function start(container: HTMLElement) {
  const intended = intendedPath();
  void warmUp(intended);
  // The session check runs beside the remote's loading, not after the first commit, except on
  // a page that hydrates build-time HTML: that was rendered with the session still loading, and
  // its first render must match it (SessionBootstrap starts the check after that commit).
  if (!(container.hasAttribute(PRERENDERED_ATTRIBUTE) && hasPrerenderedPage())) {
    void bootstrapSession();
  }
  await whenAppMayRender();
  // The click may be on another link than the one first pointed at.
  if (location.pathname !== intended) void warmUp(location.pathname);
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  // The build-time HTML is English: a page shown in another language (the visitor's choice or
  // browser) is rendered afresh in one commit rather than hydrated over mismatching text.
  const hydrate =
    prerendered &&
    currentLanguage() === 'en' &&
    hasPrerenderedPage() &&
    (await preloadPrerenderedPage());
  const restoreFocus = rememberFocus(container);
  const tookOver = () => {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    enableControls(container);
    restoreFocus();
  };
  const tree: ReactNode = (
    <>
      <App />
      <AfterFirstCommit run={tookOver} />
    </>
  );
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, tree, {
        // Should the markup still differ (a remote's strings changed since the build), React
        // renders that part afresh, which is all this needs.
        onRecoverableError: (error) =>
          console.warn('[shell] prerendered HTML differed; rendered afresh', error),
      });
    } else {
      createRoot(container).render(tree);
    }
  });
}

const container = document.getElementById('root');
if (container) void start(container);
