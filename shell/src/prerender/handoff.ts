// The lite page's islands (shell/src/islands) and the app meet through <html>: `data-lite` while
// the page is still the build-time one, `data-intent` for the app page a visitor's pointer or
// focus is on, and an event when the visitor asks for the app. The islands may run the app's
// scripts on intent, so everything but the first render happens before the click.

export const LITE_ATTRIBUTE = 'data-lite';
export const INTENT_ATTRIBUTE = 'data-intent';
export const APP_START_EVENT = 'optio:start';

/** Resolves when the app may replace the page: at once, unless it was started ahead on intent. */
export function whenAppMayRender(doc: Document = document): Promise<void> {
  if (!doc.documentElement.hasAttribute(LITE_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener(APP_START_EVENT, () => resolve(), { once: true }),
  );
}

/** The page the app is about to show: the one intended on a lite page, else this address. */
export function intendedPath(doc: Document = document): string {
  const intent = doc.documentElement.hasAttribute(LITE_ATTRIBUTE)
    ? doc.documentElement.getAttribute(INTENT_ATTRIBUTE)
    : null;
  return intent ?? location.pathname;
}
