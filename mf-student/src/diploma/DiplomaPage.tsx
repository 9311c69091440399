import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { ProgressBar } from '../components/ProgressBar';
import { formatCredits, formatDay, percent } from '../records/format';
import { useDiploma } from '../records/api/getDiploma';
import type { Diploma } from '../records/api/types';
import { CredentialDownloadButton } from '../credentials/CredentialDownloadButton';
import { VisibilityControl } from './VisibilityControl';
import { QueryState } from '@optio/ui';

function Status({ d }: { d: Diploma }) {
  const { t, i18n } = useTranslation('records');
  const fmt = (n: number) => formatCredits(n, i18n.language);
  if (d.status === 'issued') {
    return (
      <div className="student-rec-diploma">
        <p className="student-rec-diploma__kind">
          {d.accredited ? t('diploma.accredited') : t('diploma.notAccredited')}
        </p>
        <p className="student-rec-big">
          {t('diploma.issuedOn', { date: formatDay(d.issued_at, i18n.language) })}
        </p>
        <p>{t('diploma.issuedBody', { credits: fmt(d.credits_earned) })}</p>
        {d.signed_off_by && (
          <p>
            {t('diploma.signedOffBy', {
              name: d.signed_off_by.name,
              role: t(`diploma.role.${d.signed_off_by.role}`),
            })}
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      {d.status === 'awaiting_signoff' && <p role="status">{t('diploma.awaitingSignoff')}</p>}
      <p className="student-rec-big">
        {t('credits.totalOf', { earned: fmt(d.credits_earned), required: fmt(d.credits_required) })}
      </p>
      <ProgressBar
        value={percent(d.credits_earned, d.credits_required)}
        label={t('diploma.progress')}
        valueText={t('credits.totalOf', {
          earned: fmt(d.credits_earned),
          required: fmt(d.credits_required),
        })}
      />
      <h3>{t('diploma.missingTitle')}</h3>
      <ul>
        {d.missing.map((m) => (
          <li key={m.subject}>
            {t('diploma.missingItem', {
              subject: t(`subjects.${m.subject}`),
              credits: fmt(m.credits),
              count: m.xp,
            })}
          </li>
        ))}
        {d.credits_missing > 0 && (
          <li>{t('diploma.missingTotal', { credits: fmt(d.credits_missing) })}</li>
        )}
      </ul>
      <p className="student-muted">
        {d.accredited ? t('diploma.willBeAccredited') : t('diploma.accreditationNote')}
      </p>
    </>
  );
}

/** /diploma: issued (date, accreditation) or what is missing; make it public or ask a parent. */
export function DiplomaPage() {
  const { t } = useTranslation('records');
  const query = useDiploma();
  const d = query.data;
  return (
    <div className="student-page">
      <h1>{t('diploma.title')}</h1>
      <p className="student-lead">{t('diploma.lead')}</p>
      {!d ? (
        <QueryState
          isLoading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <section className="student-panel" aria-labelledby="diploma-status-title">
            <h2 id="diploma-status-title">
              {d.status === 'issued'
                ? t('diploma.issuedTitle')
                : d.status === 'awaiting_signoff'
                  ? t('diploma.awaitingTitle')
                  : t('diploma.inProgressTitle')}
            </h2>
            <Status d={d} />
            <p>
              <Link to="/credits">{t('diploma.creditsLink')}</Link> ·{' '}
              <Link to="/transcript">{t('diploma.transcriptLink')}</Link>
            </p>
            <CredentialDownloadButton
              path="/api/credentials/diploma"
              fileName={t('credential.diplomaFile')}
            />
          </section>
          <section
            className="student-panel student-section"
            aria-labelledby="diploma-visibility-title"
          >
            <h2 id="diploma-visibility-title">{t('diploma.visibilityTitle')}</h2>
            <VisibilityControl target="diploma" state={d} publicPath={d.public_path} />
          </section>
        </>
      )}
    </div>
  );
}
