import { Link } from '@optio/router';
import { PILLARS } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import type { PillarTotals } from './credentials';
import './credentials.css';

/** Loading, not-found and error states of the public credential pages. */
export function CredentialStatus({
  kind,
  state,
  onRetry,
}: {
  kind: 'portfolio' | 'diploma';
  state: 'loading' | 'not-found' | 'error';
  onRetry: () => void;
}) {
  const { t } = useTranslation('public');
  const title =
    state === 'loading'
      ? t('common.loading')
      : state === 'not-found'
        ? t(`${kind}.notFoundTitle`)
        : t(`${kind}.errorTitle`);
  useDocumentMeta(title + t('common.titleSuffix'));

  if (state === 'loading') {
    return (
      <div className="pub-loading" role="status">
        {t('common.loading')}
      </div>
    );
  }
  return (
    <section className="pub-page pub-narrow pub-status" aria-labelledby="pub-status-title">
      <svg
        className="pub-status__icon"
        viewBox="0 0 48 48"
        width="64"
        height="64"
        aria-hidden="true"
      >
        <circle cx="24" cy="24" r="22" fill="var(--optio-color-primary-soft)" />
        <rect x="15" y="22" width="18" height="14" rx="2" fill="var(--optio-color-primary)" />
        <path
          d="M18 22v-4a6 6 0 0 1 12 0v4"
          fill="none"
          stroke="var(--optio-color-primary)"
          strokeWidth="3"
        />
      </svg>
      <h1 id="pub-status-title">{title}</h1>
      <p>{state === 'not-found' ? t(`${kind}.notFoundBody`) : t(`${kind}.errorBody`)}</p>
      <div className="pub-status__actions">
        {state === 'error' && (
          <button type="button" className="pub-btn pub-btn--secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        )}
        <Link to="/" className="pub-btn pub-btn--primary">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

/** Per-pillar totals as labelled bars (a <dl>, so the numbers are read out, not only drawn). */
export function PillarBars({
  pillars,
  unit,
}: {
  pillars: PillarTotals;
  unit: (n: number) => string;
}) {
  const { t } = useTranslation('public');
  const max = Math.max(1, ...PILLARS.map((p) => pillars[p] ?? 0));
  return (
    <dl className="pub-bars">
      {PILLARS.map((pillar) => {
        const value = pillars[pillar] ?? 0;
        return (
          <div key={pillar} className="pub-bars__row">
            <dt>{t(`pillars.${pillar}`)}</dt>
            <dd>
              <span className="pub-bars__track" aria-hidden="true">
                <span
                  className={`pub-bars__fill pub-pill--${pillar}`}
                  style={{ width: `${(value / max) * 100}%` }}
                />
              </span>
              <span className="pub-bars__value">{unit(value)}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
