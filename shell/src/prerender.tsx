// Build-time HTML of the shell's chrome (top bar, skip link, footer) around an empty outlet, baked
// into dist/index.html so every page paints its frame before any JavaScript runs. The server puts
// a remote's prerendered page into the outlet (mf-public's landing on `/`). Run by
// scripts/build.mjs through createPrerenderConfig; never shipped to browsers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@optio/router';
import { I18nextProvider, i18n } from '@optio/i18n';
import { signedOut, store } from '@optio/session';
import './locales';
import { ShellLayout } from './layout/ShellLayout';
import { emitIslands, liteHtml } from './prerender/liteHtml.node';
import { disableControls, OUTLET_MARKER, PRERENDERED_ATTRIBUTE } from './prerender/markup';

const ROOT = '<div id="root"></div>';
const PLACEHOLDER = '<template data-optio-outlet=""></template>';

/** The chrome as the app's first render shows it: English, session still loading. */
export function renderChrome(): string {
  return disableControls(renderOutletChrome());
}

/** The chrome for a visitor served without the app: English, signed out, controls enabled. */
export function renderSignedOutChrome(): string {
  store.dispatch(signedOut());
  return renderOutletChrome();
}

function renderOutletChrome(): string {
  const html = renderToString(
    <ReduxProvider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <ShellLayout>
              {/* Where RemoteOutlet's Suspense boundary is in the app, so a page put here can
                  be hydrated (see bootstrap.tsx). */}
              <Suspense fallback={null}>
                <template data-optio-outlet="" />
              </Suspense>
            </ShellLayout>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ReduxProvider>,
  );
  if (!html.includes(PLACEHOLDER)) throw new Error('prerender: the outlet placeholder is missing');
  return html.replace(PLACEHOLDER, OUTLET_MARKER);
}

export default function prerender(dist: string): void {
  const file = join(dist, 'index.html');
  const page = readFileSync(file, 'utf8');
  if (!page.includes(ROOT)) throw new Error(`prerender: ${ROOT} not found in ${file}`);
  writeFileSync(
    file,
    page.replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${renderChrome()}</div>`),
  );
  // After the app's first render above: this one leaves the store signed out.
  const islands = emitIslands(join(dist, '..', 'node_modules', '.islands', 'islands.js'), dist);
  const readAsset = (path: string) => readFileSync(join(dist, path.slice(1)), 'utf8');
  writeFileSync(
    join(dist, 'lite.html'),
    liteHtml(page, ROOT, renderSignedOutChrome(), islands, readAsset),
  );
}
