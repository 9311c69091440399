import { useLayoutEffect } from 'react';

/** Runs once, right after the app's first commit has replaced the build-time HTML. */
export function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

const FOCUSABLE = 'a[href], button, select, input, textarea, summary, [tabindex]';

/**
 * A keyboard user may move focus in the build-time HTML before the app starts (the skip link is
 * the first Tab stop); the app's first commit replaces those nodes, which would drop focus to
 * <body>. Tracks the focused control by its position among the focusable elements until then,
 * and returns a function that focuses the same position in the new DOM.
 */
export function rememberFocus(container: HTMLElement): () => void {
  let index = -1;
  let tagName = '';
  const track = (target: EventTarget | null) => {
    if (!(target instanceof HTMLElement) || !container.contains(target)) return;
    index = [...container.querySelectorAll(FOCUSABLE)].indexOf(target);
    tagName = target.tagName;
  };
  const onFocusIn = (event: FocusEvent) => track(event.target);
  track(document.activeElement);
  container.addEventListener('focusin', onFocusIn);
  return () => {
    container.removeEventListener('focusin', onFocusIn);
    if (index < 0 || document.activeElement !== document.body) return;
    const target = container.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
    if (target?.tagName === tagName) target.focus();
  };
}
