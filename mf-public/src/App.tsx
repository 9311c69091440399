import { lazy, Suspense, use, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace, useTranslation } from '@optio/i18n';
import { CONTENT_PAGES, type ContentPageId } from './content';
import Landing from './landing/Landing';
import en from './locales/en';
import { localeBundle } from './locales/load';
import './components/base.css';

// The `public` i18next namespace, registered as soon as this remote loads (English; other
// languages are fetched on demand by <LocaleGate>).
registerNamespace('public', { en });

// Only the landing page ships in this chunk; every other page (and its text) loads on demand.
const PortfolioPage = lazy(() => import('./pages/PortfolioPage'));
const DiplomaPage = lazy(() => import('./pages/DiplomaPage'));
const EvaluatePage = lazy(() => import('./evaluate/EvaluatePage'));
const VerifyPage = lazy(() => import('./verify/VerifyPage'));

function contentRoute(id: ContentPageId) {
  return lazy(async () => {
    const [{ ContentPage }, content] = await Promise.all([
      import('./pages/ContentPage'),
      CONTENT_PAGES[id](),
    ]);
    const page = content.default;
    return { default: () => <ContentPage page={page} /> };
  });
}

const Promo = contentRoute('promo');
const PromoCreditTracker = contentRoute('promo-credit-tracker');
const PromoHomeschoolPortfolio = contentRoute('promo-homeschool-portfolio');
const PromoTeacherConsultation = contentRoute('promo-teacher-consultation');
const Consultation = contentRoute('consultation');
const Terms = contentRoute('terms');
const Privacy = contentRoute('privacy');
const AcademyAgreement = contentRoute('academy-agreement');
const AcademyHandbook = contentRoute('academy-handbook');

function PageLoading() {
  const { t } = useTranslation('public');
  return (
    <div className="pub-loading" role="status">
      {t('common.loading')}
    </div>
  );
}

/** Suspends while the strings of the visitor's language (other than English) are fetched. */
function LocaleGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('public');
  const loading = localeBundle(i18n.language);
  if (loading) use(loading);
  return <>{children}</>;
}

/** mf-public's routes, relative: the shell mounts this under its root splat route. */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LocaleGate>
        <Routes>
          <Route index element={<Landing />} />
          <Route path="promo" element={<Promo />} />
          <Route path="promo/credit-tracker" element={<PromoCreditTracker />} />
          <Route path="promo/homeschool-portfolio" element={<PromoHomeschoolPortfolio />} />
          <Route path="promo/teacher-consultation" element={<PromoTeacherConsultation />} />
          <Route path="consultation" element={<Consultation />} />
          <Route path="terms" element={<Terms />} />
          <Route path="privacy" element={<Privacy />} />
          <Route path="academy-agreement" element={<AcademyAgreement />} />
          <Route path="academy-handbook" element={<AcademyHandbook />} />
          <Route path="portfolio/:slug" element={<PortfolioPage />} />
          <Route path="public/diploma/:userId" element={<DiplomaPage />} />
          <Route path="evaluate/:token" element={<EvaluatePage />} />
          <Route path="verify" element={<VerifyPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </LocaleGate>
    </Suspense>
  );
}
