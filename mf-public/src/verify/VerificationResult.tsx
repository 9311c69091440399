import type { Verification } from '@optio/contracts/credentials';
import { useTranslation } from '@optio/i18n';
import { VERIFY_NS } from './i18n';

/** An ISO date-time as a long date in the reader's language. */
const longDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The verdict of one check: status first, then what the credential says about itself. */
export function VerificationResult({ result }: { result: Verification }) {
  const { t, i18n } = useTranslation(VERIFY_NS);
  const lng = i18n.language;
  const issuer = result.issuer ? (result.issuer.name ?? result.issuer.id) : null;
  return (
    <section
      className={`pub-verify__result pub-verify__result--${result.state}`}
      aria-labelledby="verify-result-title"
      data-testid="verify-result"
      data-state={result.state}
    >
      <h2 id="verify-result-title">{t('resultTitle')}</h2>
      <p className="pub-verify__state" role="status">
        <strong>{t(`state.${result.state}`)}</strong> — {t(`stateLead.${result.state}`)}
      </p>
      <dl className="pub-verify__facts">
        {result.reason && (
          <div>
            <dt>{t('reason')}</dt>
            <dd data-testid="verify-reason">{result.reason}</dd>
          </div>
        )}
        {issuer && (
          <div>
            <dt>{t('issuer')}</dt>
            <dd>
              {issuer}
              {result.issuer?.name && <span className="pub-verify__id">{result.issuer.id}</span>}
            </dd>
          </div>
        )}
        {result.subject_name && (
          <div>
            <dt>{t('subject')}</dt>
            <dd>{result.subject_name}</dd>
          </div>
        )}
        {result.achievement && (
          <div>
            <dt>{t('achievement')}</dt>
            <dd>
              {result.achievement.name}
              {result.achievement.type && ` (${result.achievement.type})`}
              {result.achievement.description && (
                <span className="pub-verify__description">{result.achievement.description}</span>
              )}
            </dd>
          </div>
        )}
        {result.issued_at && (
          <div>
            <dt>{t('issued')}</dt>
            <dd>{longDate(result.issued_at, lng)}</dd>
          </div>
        )}
        {result.expires_at && (
          <div>
            <dt>{t('expires')}</dt>
            <dd>{longDate(result.expires_at, lng)}</dd>
          </div>
        )}
      </dl>
      {result.parts.length > 0 && (
        <>
          <h3>{t('parts')}</h3>
          <ul className="pub-verify__parts">
            {result.parts.map((part, i) => (
              <li key={i}>
                {part.name}: {part.verified ? t('partValid') : t('partInvalid')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
