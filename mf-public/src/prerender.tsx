// Build-time HTML of the landing page, written to dist/prerender.json next to this remote's
// manifest. The platform's server puts it into the shell's chrome when it serves `/`, so the page
// paints before any JavaScript runs; the running app then replaces it with the same markup.
// Because the file ships in mf-public's own dist/, redeploying mf-public alone updates it.
// Run by scripts/build.mjs through createPrerenderConfig; never shipped to browsers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@optio/router';
import { I18nextProvider, i18n } from '@optio/i18n';
import { store } from '@optio/session';
import App from './App';
import { NAMESPACE } from './locales/load';
import { renderLitePages } from './prerender/lite';

/** What the server needs to serve one prerendered path (see api/src/features/static). */
export interface PrerenderedPage {
  title: string;
  description: string;
  /** The page's markup, for the shell's <main>. */
  html: string;
  /** This remote's stylesheets the page needs at first paint, relative to its manifest. */
  stylesheets: string[];
  /** Scripts the app will load for this page, to preload: relative to the manifest. */
  scripts: string[];
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * Buttons and selects stay disabled until the app has taken the markup over (a click would be
 * lost); the shell enables the ones marked data-prerender-disabled then (shell/src/prerender).
 */
const disableControls = (html: string) =>
  html.replace(/<(button|select)(\s[^>]*)?>/g, (tag: string, name: string, attrs = '') =>
    /\sdisabled(?=[\s=]|$)/.test(attrs)
      ? tag
      : `<${name} disabled="" data-prerender-disabled=""${attrs}>`,
  );

/** The landing page as the app's first render shows it: English, session still loading. */
export function renderLanding(): string {
  return disableControls(
    renderToString(
      <ReduxProvider store={store}>
        <QueryClientProvider client={new QueryClient()}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <App />
            </MemoryRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </ReduxProvider>,
    ),
  );
}

export default async function prerender(dist: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const app = manifest.exposes.find((e) => e.name === 'App');
  if (!app) throw new Error('prerender: mf-manifest.json exposes no App');
  const t = i18n.getFixedT('en', NAMESPACE);
  const landing: PrerenderedPage = {
    title: t('landing.metaTitle'),
    description: t('landing.metaDescription'),
    html: renderLanding(),
    stylesheets: app.assets.css.sync,
    scripts: [manifest.metaData.remoteEntry.name, ...app.assets.js.sync],
  };
  writeFileSync(join(dist, 'prerender.json'), JSON.stringify({ '/': landing }));
  // After the app's first render above: this leaves the store signed out.
  writeFileSync(join(dist, 'lite.json'), JSON.stringify(await renderLitePages()));
}
