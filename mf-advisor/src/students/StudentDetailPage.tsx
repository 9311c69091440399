import { PILLARS } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';
import { Link, useParams } from '@optio/router';
import { useStudentDetail } from '../api/getStudent';
import { MessagePanel } from './MessagePanel';
import { RecommendForm } from './RecommendForm';
import { QueryState } from '@optio/ui';

/** /advisor/students/{studentId}: progress, badges in progress, evidence, recommend, message. */
export function StudentDetailPage() {
  const { studentId = '' } = useParams();
  const { t, i18n } = useTranslation('advisor');
  const detail = useStudentDetail(studentId);
  const d = detail.data;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <section className="advisor-page" aria-labelledby="student-title">
      <p>
        <Link to="/advisor">{t('student.back')}</Link>
      </p>
      {!d && (
        <>
          <h1 id="student-title">{t('student.title')}</h1>
          <QueryState
            isLoading={detail.isPending}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        </>
      )}
      {d && (
        <>
          <h1 id="student-title">
            {d.student.first_name} {d.student.last_name}
          </h1>
          <p className="advisor-lead">
            {t('student.level', { level: d.level.name, xp: d.total_xp })}
          </p>

          <h2>{t('student.pillars')}</h2>
          <table className="advisor-table">
            <caption className="advisor-visually-hidden">{t('student.pillarsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('student.pillar')}</th>
                <th scope="col">{t('student.xp')}</th>
              </tr>
            </thead>
            <tbody>
              {PILLARS.map((p) => (
                <tr key={p}>
                  <th scope="row">{t(`pillars.${p}`)}</th>
                  <td>{d.xp_by_pillar[p] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <h2>{t('student.activeQuests')}</h2>
          {d.active_quests.length === 0 ? (
            <p>{t('student.noActiveQuests')}</p>
          ) : (
            <ul className="advisor-students">
              {d.active_quests.map((q) => (
                <li key={q.id}>
                  <span>{q.title}</span>
                  <span>
                    {t('student.tasks', { done: q.tasks_completed, total: q.tasks_total })}
                  </span>
                </li>
              ))}
            </ul>
          )}

          <h2>{t('student.badgesInProgress')}</h2>
          {d.badges_in_progress.length === 0 ? (
            <p>{t('student.noBadgesInProgress')}</p>
          ) : (
            <ul className="advisor-students">
              {d.badges_in_progress.map((b) => (
                <li key={b.id}>
                  <span>
                    {b.name}
                    {b.recommended && (
                      <span className="advisor-muted"> · {t('student.recommended')}</span>
                    )}
                  </span>
                  <span>
                    <progress
                      max={100}
                      value={b.progress}
                      aria-label={t('student.progressOf', { name: b.name })}
                    />{' '}
                    {b.progress}%
                  </span>
                </li>
              ))}
            </ul>
          )}
          {d.badges_earned.length > 0 && (
            <p>
              {t('student.earned')}{' '}
              {d.badges_earned.map((b) => `${b.name} (${date(b.claimed_at)})`).join(', ')}
            </p>
          )}

          <h2>{t('student.evidence')}</h2>
          {d.recent_evidence.length === 0 ? (
            <p>{t('student.noEvidence')}</p>
          ) : (
            <ul className="advisor-evidence">
              {d.recent_evidence.map((e) => (
                <li key={e.id}>
                  <p className="advisor-muted">
                    {e.quest_title} · {e.task_title} ·{' '}
                    <time dateTime={e.created_at}>{date(e.created_at)}</time>
                  </p>
                  {e.confidential && <p>{t('student.confidential')}</p>}
                  {!e.confidential && e.kind === 'text' && <p>{e.text}</p>}
                  {e.kind === 'link' && e.url && (
                    <p>
                      <a href={e.url} target="_blank" rel="noreferrer noopener">
                        {e.url}
                      </a>
                    </p>
                  )}
                  {!e.confidential && e.kind === 'file' && (
                    <p>{t('student.file', { name: e.file_name ?? '' })}</p>
                  )}
                </li>
              ))}
            </ul>
          )}

          <RecommendForm
            studentId={d.student.id}
            firstName={d.student.first_name}
            badges={d.recommendable_badges}
          />
          <MessagePanel studentId={d.student.id} firstName={d.student.first_name} />
        </>
      )}
    </section>
  );
}
