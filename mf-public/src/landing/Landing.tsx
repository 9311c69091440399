import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from '@optio/router';
import { PILLARS } from '@optio/contracts/roles';
import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { PHILOSOPHY_DIALOG_ID } from '../prerender/PhilosophyDialog';
import './Landing.css';

const loadModal = () => import('./PhilosophyModal');
const PhilosophyModal = lazy(loadModal);

const FEATURES = [
  'quests',
  'pillars',
  'badges',
  'portfolio',
  'showcase',
  'diploma',
  'tutor',
  'family',
  'academy',
] as const;
const STEPS = ['one', 'two', 'three', 'four'] as const;
const PHILOSOPHY = ['today', 'progress', 'joy'] as const;
const FAQ = ['free', 'who', 'pillars', 'diploma', 'privacy', 'observers'] as const;

/** Where the FAQ's copy invites a next step: the consultation and the promo pages (issue #22). */
const EXPLORE = [
  { key: 'consultation', to: '/consultation' },
  { key: 'portfolio', to: '/promo/homeschool-portfolio' },
  { key: 'credits', to: '/promo/credit-tracker' },
  { key: 'teacher', to: '/promo/teacher-consultation' },
  { key: 'guide', to: '/promo' },
] as const;

/** The hero's calls to action: only for signed-out visitors; their space is always reserved. */
function HeroActions() {
  const { t } = useTranslation('public');
  const { status } = useSession();
  return (
    <div className="pub-hero__actions" data-session={status}>
      {status === 'anonymous' && (
        <>
          <Link to="/register" className="pub-btn pub-btn--primary pub-btn--large">
            {t('common.createFreeAccount')}
          </Link>
          <Link to="/demo" className="pub-btn pub-btn--secondary pub-btn--large">
            {t('common.tryDemo')}
          </Link>
        </>
      )}
    </div>
  );
}

export default function Landing() {
  const { t } = useTranslation('public');
  useDocumentMeta(t('landing.metaTitle'), t('landing.metaDescription'));
  const [modalOpen, setModalOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeModal = useCallback(() => setModalOpen(false), []);
  const preload = () => void loadModal();

  return (
    <div className="pub-page pub-landing">
      <section className="pub-hero" aria-labelledby="pub-hero-title">
        <div className="pub-container">
          <p className="pub-hero__eyebrow">{t('landing.hero.eyebrow')}</p>
          <h1 id="pub-hero-title">{t('landing.hero.title')}</h1>
          <p className="pub-hero__lead">{t('landing.hero.lead')}</p>
          <HeroActions />
          <p className="pub-hero__free">{t('landing.hero.free')}</p>
          <ul className="pub-hero__pillars">
            {PILLARS.map((pillar) => (
              <li key={pillar} className={`pub-pill pub-pill--${pillar}`}>
                {t(`pillars.${pillar}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pub-section" aria-labelledby="pub-features-title">
        <div className="pub-container">
          <h2 id="pub-features-title">{t('landing.features.title')}</h2>
          <p className="pub-section__intro">{t('landing.features.intro')}</p>
          <ul className="pub-cards">
            {FEATURES.map((key) => (
              <li key={key} className="pub-card">
                <h3>{t(`landing.features.items.${key}.title`)}</h3>
                <p>{t(`landing.features.items.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pub-section pub-section--tinted" aria-labelledby="pub-how-title">
        <div className="pub-container">
          <h2 id="pub-how-title">{t('landing.how.title')}</h2>
          <p className="pub-section__intro">{t('landing.how.intro')}</p>
          <ol className="pub-steps">
            {STEPS.map((key, index) => (
              <li key={key} className="pub-step">
                <span className="pub-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`landing.how.steps.${key}.title`)}</h3>
                <p>{t(`landing.how.steps.${key}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="pub-section" aria-labelledby="pub-philosophy-title">
        <div className="pub-container">
          <h2 id="pub-philosophy-title">{t('landing.philosophy.title')}</h2>
          <p className="pub-section__intro">{t('landing.philosophy.intro')}</p>
          <ul className="pub-cards pub-cards--three">
            {PHILOSOPHY.map((key) => (
              <li key={key} className="pub-card pub-card--accent">
                <h3>{t(`landing.philosophy.cards.${key}.title`)}</h3>
                <p>{t(`landing.philosophy.cards.${key}.body`)}</p>
              </li>
            ))}
          </ul>
          <div className="pub-center">
            <button
              ref={openerRef}
              type="button"
              className="pub-btn pub-btn--secondary"
              aria-haspopup="dialog"
              // Served without the app, the shell's islands open the native dialog this names.
              data-opens={PHILOSOPHY_DIALOG_ID}
              onClick={() => setModalOpen(true)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {t('landing.philosophy.readMore')}
            </button>
          </div>
        </div>
      </section>

      <section className="pub-section pub-section--tinted" aria-labelledby="pub-faq-title">
        <div className="pub-container pub-container--narrow">
          <h2 id="pub-faq-title">{t('landing.faq.title')}</h2>
          <div className="pub-faq">
            {FAQ.map((key) => (
              <details key={key}>
                <summary>{t(`landing.faq.items.${key}.q`)}</summary>
                <p>{t(`landing.faq.items.${key}.a`)}</p>
              </details>
            ))}
          </div>
          <h3 id="pub-explore-title">{t('landing.explore.title')}</h3>
          <p>{t('landing.explore.intro')}</p>
          <ul className="pub-explore" aria-labelledby="pub-explore-title">
            {EXPLORE.map(({ key, to }) => (
              <li key={key}>
                <Link to={to}>{t(`landing.explore.links.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pub-section pub-final" aria-labelledby="pub-final-title">
        <div className="pub-container">
          <h2 id="pub-final-title">{t('landing.finalCta.title')}</h2>
          <p>{t('landing.finalCta.body')}</p>
          <div className="pub-final__actions">
            <Link to="/register" className="pub-btn pub-btn--primary pub-btn--large">
              {t('common.createFreeAccount')}
            </Link>
            <Link to="/demo" className="pub-btn pub-btn--secondary pub-btn--large">
              {t('common.tryDemoFirst')}
            </Link>
          </div>
          <p className="pub-final__free">{t('landing.hero.free')}</p>
        </div>
      </section>

      {modalOpen && (
        <Suspense fallback={null}>
          <PhilosophyModal onClose={closeModal} returnFocusRef={openerRef} />
        </Suspense>
      )}
    </div>
  );
}
