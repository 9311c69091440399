import { formatDateTime, useTranslation } from '@optio/i18n';
import { useSafetyReport } from './api/getSafetyReport';
import { CATEGORIES, SEVERITIES } from './api/types';
import { PARENT_TUTOR_NS } from './i18n';
import { QueryProblem } from './QueryProblem';

const formatDate = (iso: string) => formatDateTime(iso);

/** The child's safety incidents with counts by category and severity. */
export function SafetyReportSection({ childId }: { childId: string }) {
  const { t } = useTranslation(PARENT_TUTOR_NS);
  const report = useSafetyReport(childId);
  return (
    <section className="ptutor-section" aria-labelledby="ptutor-report">
      <h2 id="ptutor-report">{t('report.heading')}</h2>
      <QueryProblem
        isPending={report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
      {report.data && report.data.summary.total === 0 && <p>{t('report.none')}</p>}
      {report.data && report.data.summary.total > 0 && (
        <>
          <p className="ptutor-summary">
            {t('report.summary', {
              total: report.data.summary.total,
              open: report.data.summary.open,
            })}
          </p>
          <div className="ptutor-counts">
            <div>
              <h3>{t('report.byCategory')}</h3>
              <dl>
                {CATEGORIES.filter((c) => report.data.summary.by_category[c] > 0).map((c) => (
                  <div key={c} className="ptutor-count">
                    <dt>{t(`categories.${c}`)}</dt>
                    <dd>{report.data.summary.by_category[c]}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h3>{t('report.bySeverity')}</h3>
              <dl>
                {SEVERITIES.filter((s) => report.data.summary.by_severity[s] > 0).map((s) => (
                  <div key={s} className="ptutor-count">
                    <dt>{t(`severities.${s}`)}</dt>
                    <dd>{report.data.summary.by_severity[s]}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
          <table className="ptutor-table">
            <caption>{t('report.incidents')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.when')}</th>
                <th scope="col">{t('report.where')}</th>
                <th scope="col">{t('report.category')}</th>
                <th scope="col">{t('report.severity')}</th>
                <th scope="col">{t('report.action')}</th>
                <th scope="col">{t('report.excerpt')}</th>
                <th scope="col">{t('report.status')}</th>
              </tr>
            </thead>
            <tbody>
              {report.data.incidents.map((i) => (
                <tr key={i.id}>
                  <td>{formatDate(i.created_at)}</td>
                  <td>{t(`surfaces.${i.surface}`)}</td>
                  <td>{t(`categories.${i.category}`)}</td>
                  <td>
                    <span className={`ptutor-severity ptutor-severity--${i.severity}`}>
                      {t(`severities.${i.severity}`)}
                    </span>
                  </td>
                  <td>{t(`actions.${i.action_taken}`)}</td>
                  <td>{i.excerpt ?? <em>{t('report.hidden')}</em>}</td>
                  <td>{t(`statuses.${i.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
