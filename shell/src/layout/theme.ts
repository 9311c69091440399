/**
 * Colour theme. `system` follows prefers-color-scheme (tokens.css); `light` and `dark` are a
 * user's explicit choice, kept in localStorage and set as data-theme on <html>.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const STORAGE_KEY = 'optio.theme';

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    // Storage can be blocked (privacy settings): the system theme still applies.
    return 'system';
  }
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}

/** Before the first render, so a stored choice paints from the start. */
export function restoreTheme(): void {
  applyTheme(storedTheme());
}

export function chooseTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    if (theme === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not persisted; the choice still holds for this page.
  }
}
