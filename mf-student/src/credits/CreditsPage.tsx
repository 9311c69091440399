import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { ProgressBar } from '../components/ProgressBar';
import { formatCredits, percent } from '../records/format';
import { useCredits } from '../records/api/getCredits';
import type { CreditReport, SubjectCredits } from '../records/api/types';
import { QueryState } from '@optio/ui';
import { AwaitingReview } from './AwaitingReview';

function SubjectRow({ s }: { s: SubjectCredits }) {
  const { t, i18n } = useTranslation('records');
  const fmt = (n: number) => formatCredits(n, i18n.language);
  const name = t(`subjects.${s.subject}`);
  return (
    <li className="student-rec-credit">
      <div className="student-rec-credit__head">
        <h3>{name}</h3>
        <span>
          {t('credits.ofRequired', { counted: fmt(s.counted), required: fmt(s.required) })}
        </span>
      </div>
      <ProgressBar
        value={percent(s.counted, s.required)}
        label={t('credits.barLabel', { subject: name })}
        valueText={t('credits.ofRequired', { counted: fmt(s.counted), required: fmt(s.required) })}
      />
      <p className="student-muted">
        {s.met ? t('credits.met') : t('credits.toRequirement', { count: s.xp_to_requirement })}
        {s.overflow > 0 && <> {t('credits.overflow', { credits: fmt(s.overflow) })}</>}
        {s.subject === 'electives' && s.counted > s.earned && (
          <> {t('credits.fromOverflow', { credits: fmt(s.counted - s.earned) })}</>
        )}
      </p>
    </li>
  );
}

/** What the next credits need: the unmet subjects closest to their next whole credit. */
function NextCredits({ report }: { report: CreditReport }) {
  const { t } = useTranslation('records');
  const next = report.subjects
    .filter((s) => !s.met && s.subject !== 'electives')
    .sort((a, b) => a.xp_to_next_credit - b.xp_to_next_credit)
    .slice(0, 3);
  if (next.length === 0) return null;
  return (
    <section className="student-panel student-section" aria-labelledby="next-credits-title">
      <h2 id="next-credits-title">{t('credits.nextTitle')}</h2>
      <ul>
        {next.map((s) => (
          <li key={s.subject}>
            {t('credits.nextItem', {
              count: s.xp_to_next_credit,
              subject: t(`subjects.${s.subject}`),
            })}
          </li>
        ))}
      </ul>
      <p className="student-muted">{t('credits.nextHint')}</p>
      <Link to="/quests">{t('credits.findQuests')}</Link>
    </section>
  );
}

/** /credits: bars per subject and in total toward the diploma, and what the next credits need. */
export function CreditsPage() {
  const { t, i18n } = useTranslation('records');
  const query = useCredits();
  const r = query.data;
  const fmt = (n: number) => formatCredits(n, i18n.language);
  return (
    <div className="student-page">
      <h1>{t('credits.title')}</h1>
      {!r ? (
        <QueryState
          isLoading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="student-lead">{t('credits.lead', { rate: r.xp_per_credit })}</p>
          <section className="student-panel" aria-labelledby="credits-total-title">
            <h2 id="credits-total-title">{t('credits.totalTitle')}</h2>
            <p className="student-rec-big">
              {t('credits.totalOf', {
                earned: fmt(r.total_earned),
                required: fmt(r.total_required),
              })}
            </p>
            <ProgressBar
              value={percent(r.total_earned, r.total_required)}
              label={t('credits.totalTitle')}
              valueText={t('credits.totalOf', {
                earned: fmt(r.total_earned),
                required: fmt(r.total_required),
              })}
            />
            <p className="student-muted">
              {r.requirements_met
                ? t('credits.allMet')
                : t('credits.missing', { credits: fmt(r.total_missing) })}{' '}
              <Link to="/diploma">{t('credits.diplomaLink')}</Link> ·{' '}
              <Link to="/transcript">{t('credits.transcriptLink')}</Link>
            </p>
          </section>
          <AwaitingReview review={r.awaiting_review} />
          <NextCredits report={r} />
          <section className="student-section" aria-labelledby="credits-subjects-title">
            <h2 id="credits-subjects-title">{t('credits.bySubject')}</h2>
            <ul className="student-plain-list">
              {r.subjects.map((s) => (
                <SubjectRow key={s.subject} s={s} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
