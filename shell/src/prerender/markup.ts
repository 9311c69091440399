/** Where the server puts a remote's prerendered page inside the shell's prerendered chrome. */
export const OUTLET_MARKER = '<!--optio:outlet-->';

/** Set on #root while it holds build-time HTML rather than the running app. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Marks the controls disableControls disabled, so the app can enable exactly those. */
export const PRERENDER_DISABLED_ATTRIBUTE = 'data-prerender-disabled';

/**
 * Build-time HTML is on screen before the app starts, and a click on a control without its
 * handler would be lost: buttons and selects stay disabled until the app has taken the markup
 * over (links still work, as ordinary page loads). Controls already disabled are left alone.
 */
export function disableControls(html: string): string {
  return html.replace(/<(button|select)(\s[^>]*)?>/g, (tag: string, name: string, attrs = '') =>
    /\sdisabled(?=[\s=]|$)/.test(attrs)
      ? tag
      : `<${name} disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}=""${attrs}>`,
  );
}

/** After the app has taken the markup over: enables what disableControls disabled. */
export function enableControls(root: ParentNode): void {
  for (const control of root.querySelectorAll(`[${PRERENDER_DISABLED_ATTRIBUTE}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(PRERENDER_DISABLED_ATTRIBUTE);
  }
}
