import {
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  toSupportedLanguage,
  type Language,
} from '@optio/i18n/src/languages';
import { THEMES, chooseTheme, storedTheme, type Theme } from '../layout/theme';
import { startApp, whenAppRenders, type AppAssets } from './app';

/** The language the app would show: a saved choice, else the browser's first supported one. */
export function detectLanguage(): Language {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: follow the browser.
  }
  const wanted = [saved, ...(navigator.languages ?? [navigator.language])];
  for (const tag of wanted) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** The footer's selects are the chrome's first and second (language, then theme). */
function footerSelects(): HTMLSelectElement[] {
  return [...document.querySelectorAll<HTMLSelectElement>('.shell-footer-select select')];
}

/** Theme: applied here, no app needed. Language: saved, then the app renders in it. */
function wireFooterSelects(assets: AppAssets): void {
  const [language, theme] = footerSelects();
  if (language) {
    language.addEventListener('change', () => {
      const chosen = toSupportedLanguage(language.value);
      if (!chosen || !(SUPPORTED_LANGUAGES as readonly string[]).includes(chosen)) return;
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, chosen);
      } catch {
        // Not saved: the app still starts in English, as the page is.
      }
      void startApp(assets);
    });
  }
  if (theme) {
    theme.value = storedTheme();
    theme.addEventListener('change', () => {
      if ((THEMES as readonly string[]).includes(theme.value)) chooseTheme(theme.value as Theme);
    });
  }
}

/** Buttons naming a native <dialog> in data-opens open it; its [data-closes] and backdrop close it. */
function wireDialogs(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>('[data-opens]');
    const dialog = opener && document.getElementById(opener.dataset.opens ?? '');
    if (dialog instanceof HTMLDialogElement) {
      dialog.showModal();
      return;
    }
    const open = target?.closest('dialog[open]');
    if (open instanceof HTMLDialogElement && (target === open || target?.closest('[data-closes]')))
      open.close();
  });
  // A modal <dialog> makes the page inert, but Tab past its last control would leave for the
  // browser's own interface: keep it cycling inside, as the app's modal does.
  document.addEventListener('keydown', (event) => {
    const open = document.querySelector('dialog[open]');
    if (event.key !== 'Tab' || !(open instanceof HTMLDialogElement)) return;
    const focusables = [...open.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = document.activeElement;
    if (event.shiftKey ? active === first : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  });
}

/**
 * "Privacy choices" reads and saves through the app's dialog: a click starts the app and opens
 * that dialog once the app's footer is there (a pointer on the button fetched it already).
 */
function wirePrivacyChoices(assets: AppAssets): void {
  const button = document.querySelector<HTMLButtonElement>('.shell-footer-button');
  if (!button) return;
  button.addEventListener('click', () => {
    button.setAttribute('aria-busy', 'true');
    void startApp(assets);
    // Focused first, so closing the app's dialog returns focus to it.
    void whenAppRenders('.shell-footer-button').then((appButton) => {
      appButton.focus();
      appButton.click();
    });
  });
}

export function wireControls(assets: AppAssets): void {
  wireFooterSelects(assets);
  wireDialogs();
  wirePrivacyChoices(assets);
}
