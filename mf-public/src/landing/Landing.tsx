import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from '@optio/router';
import { PILLARS } from '@optio/contracts/roles';
import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { SmartLink } from '../components/SmartLink';
import { PHILOSOPHY_DIALOG_ID } from '../prerender/PhilosophyDialog';
import { useLandingCopy } from './useLandingCopy';
import './Landing.css';

const loadModal = () => import('./PhilosophyModal');
const PhilosophyModal = lazy(loadModal);

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

/** The landing's layout; its words, cards, steps, questions and links come from content/landing.*.md. */
export default function Landing() {
  const { t } = useTranslation('public');
  const copy = useLandingCopy();
  useDocumentMeta(copy.metaTitle, copy.metaDescription);
  const [modalOpen, setModalOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeModal = useCallback(() => setModalOpen(false), []);
  const preload = () => void loadModal();

  return (
    <div className="pub-page pub-landing">
      <section className="pub-hero" aria-labelledby="pub-hero-title">
        <div className="pub-container">
          <p className="pub-hero__eyebrow">{copy.hero.eyebrow}</p>
          <h1 id="pub-hero-title">{copy.hero.title}</h1>
          <p className="pub-hero__lead">{copy.hero.lead}</p>
          <HeroActions />
          <p className="pub-hero__free">{copy.hero.free}</p>
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
          <h2 id="pub-features-title">{copy.features.title}</h2>
          <p className="pub-section__intro">{copy.features.intro}</p>
          <ul className="pub-cards">
            {copy.features.items.map((card, index) => (
              <li key={index} className="pub-card">
                <h3>{card.title}</h3>
                <p>{card.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pub-section pub-section--tinted" aria-labelledby="pub-how-title">
        <div className="pub-container">
          <h2 id="pub-how-title">{copy.how.title}</h2>
          <p className="pub-section__intro">{copy.how.intro}</p>
          <ol className="pub-steps">
            {copy.how.steps.map((step, index) => (
              <li key={index} className="pub-step">
                <span className="pub-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="pub-section" aria-labelledby="pub-philosophy-title">
        <div className="pub-container">
          <h2 id="pub-philosophy-title">{copy.philosophy.title}</h2>
          <p className="pub-section__intro">{copy.philosophy.intro}</p>
          <ul className="pub-cards pub-cards--three">
            {copy.philosophy.cards.map((card, index) => (
              <li key={index} className="pub-card pub-card--accent">
                <h3>{card.title}</h3>
                <p>{card.body}</p>
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
              {copy.philosophy.readMore}
            </button>
          </div>
        </div>
      </section>

      <section className="pub-section pub-section--tinted" aria-labelledby="pub-faq-title">
        <div className="pub-container pub-container--narrow">
          <h2 id="pub-faq-title">{copy.faq.title}</h2>
          <div className="pub-faq">
            {copy.faq.items.map((item, index) => (
              <details key={index}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
          <h3 id="pub-explore-title">{copy.explore.title}</h3>
          <p>{copy.explore.intro}</p>
          <ul className="pub-explore" aria-labelledby="pub-explore-title">
            {copy.explore.links.map(({ label, href }, index) => (
              <li key={index}>
                <SmartLink href={href}>{label}</SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pub-section pub-final" aria-labelledby="pub-final-title">
        <div className="pub-container">
          <h2 id="pub-final-title">{copy.finalCta.title}</h2>
          <p>{copy.finalCta.body}</p>
          <div className="pub-final__actions">
            <Link to="/register" className="pub-btn pub-btn--primary pub-btn--large">
              {t('common.createFreeAccount')}
            </Link>
            <Link to="/demo" className="pub-btn pub-btn--secondary pub-btn--large">
              {t('common.tryDemoFirst')}
            </Link>
          </div>
          <p className="pub-final__free">{copy.hero.free}</p>
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
