// The pages this remote serves without the app (no React, no Module Federation runtime, no
// shared singletons in the browser): their build-time HTML as a signed-out visitor sees it, and
// the CSS they need at first paint, inlined by the server. Written to dist/lite.json next to the
// manifest, so redeploying mf-public alone changes them. Run at build time only.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@optio/router';
import { I18nextProvider, i18n } from '@optio/i18n';
import { signedOut, store } from '@optio/session';
import { CONTENT_PAGES, type ContentPageId } from '../content';
import { pickLanguage } from '../content/types';
import Landing from '../landing/Landing';
import { ContentPage } from '../pages/ContentPage';
import { NAMESPACE } from '../locales/load';
import { PhilosophyDialog } from './PhilosophyDialog';
import { liteLeadForm } from './liteLeadForm';
import baseCss from '../components/base.css';
import blocksCss from '../components/BlockRenderer.css';
import leadFormCss from '../components/LeadForm.css';
import modalCss from '../components/Modal.css';
import landingCss from '../landing/Landing.css';
import contentCss from '../pages/ContentPage.css';
import dialogCss from './dialog.css';

/** One page served without the app (see api/src/lib/static/lite.ts). */
export interface LitePage {
  title: string;
  description: string;
  /** The page's markup for the shell's <main>, signed-out. */
  html: string;
  /** The CSS of this remote the page needs, inlined into <head>. */
  css: string;
}

/** The content pages served lite, by path; the promo and consultation forms are an island. */
export const LITE_CONTENT_PAGES: Record<ContentPageId, string> = {
  promo: '/promo',
  'promo-credit-tracker': '/promo/credit-tracker',
  'promo-homeschool-portfolio': '/promo/homeschool-portfolio',
  'promo-teacher-consultation': '/promo/teacher-consultation',
  consultation: '/consultation',
  terms: '/terms',
  privacy: '/privacy',
  'academy-agreement': '/academy-agreement',
  'academy-handbook': '/academy-handbook',
};

/** Comments and runs of white space out: the CSS travels in every lite page's HTML. */
export const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

function render(node: ReactNode, path: string): string {
  return renderToString(
    <ReduxProvider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ReduxProvider>,
  );
}

/** Every lite page, keyed by path. Leaves the page's one store signed out. */
export async function renderLitePages(): Promise<Record<string, LitePage>> {
  store.dispatch(signedOut());
  const t = i18n.getFixedT('en', NAMESPACE);
  const pages: Record<string, LitePage> = {
    '/': {
      title: t('landing.metaTitle'),
      description: t('landing.metaDescription'),
      html:
        render(<Landing />, '/') +
        // The dialog lives outside the landing's own markup, as the app's portal would put it.
        renderToString(
          <I18nextProvider i18n={i18n}>
            <PhilosophyDialog />
          </I18nextProvider>,
        ),
      css: minifyCss([baseCss, landingCss, modalCss, dialogCss].join('\n')),
    },
  };
  for (const [id, path] of Object.entries(LITE_CONTENT_PAGES)) {
    const page = (await CONTENT_PAGES[id as ContentPageId]()).default;
    const content = pickLanguage(page, 'en');
    const html = render(<ContentPage page={page} />, path);
    pages[path] = {
      title: content.title + t('common.titleSuffix'),
      description: content.description,
      html: content.form ? liteLeadForm(html, content.form, (key) => t(key)) : html,
      css: minifyCss(
        [baseCss, blocksCss, contentCss, ...(content.form ? [leadFormCss] : [])].join('\n'),
      ),
    };
  }
  return pages;
}
