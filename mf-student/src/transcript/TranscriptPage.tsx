import { Link } from '@optio/router';
import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, QueryState } from '@optio/ui';
import { PILLARS } from '@optio/contracts';
import { formatCredits, formatDay } from '../records/format';
import { downloadTranscriptPdf, useTranscript } from '../records/api/getTranscript';
import type { Transcript } from '../records/api/types';
import { CredentialDownloadButton } from '../credentials/CredentialDownloadButton';

function TranscriptBody({ data }: { data: Transcript }) {
  const { t, i18n } = useTranslation('records');
  const lng = i18n.language;
  const fmt = (n: number) => formatCredits(n, lng);
  return (
    <div className="student-rec-transcript">
      <dl className="student-rec-facts">
        <div>
          <dt>{t('transcript.student')}</dt>
          <dd>
            {data.student.first_name} {data.student.last_name}
          </dd>
        </div>
        <div>
          <dt>{t('transcript.date')}</dt>
          <dd>{formatDay(data.generated_at, lng)}</dd>
        </div>
        <div>
          <dt>{t('transcript.credits')}</dt>
          <dd>
            {t('credits.totalOf', {
              earned: fmt(data.totals.earned),
              required: fmt(data.totals.required),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('transcript.diploma')}</dt>
          <dd>
            {data.diploma.issued_at
              ? t('transcript.diplomaIssued', { date: formatDay(data.diploma.issued_at, lng) })
              : t('transcript.diplomaInProgress')}
          </dd>
        </div>
      </dl>

      <h2>{t('transcript.bySubject')}</h2>
      {/* A phone scrolls the wide table inside its own box, never the page. */}
      <div
        className="student-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('transcript.bySubject')}
      >
        <table className="student-rec-table">
          <caption className="student-visually-hidden">{t('transcript.bySubject')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transcript.subject')}</th>
              <th scope="col">{t('transcript.questsCol')}</th>
              <th scope="col" className="student-rec-num">
                {t('transcript.xp')}
              </th>
              <th scope="col" className="student-rec-num">
                {t('transcript.earned')}
              </th>
              <th scope="col" className="student-rec-num">
                {t('transcript.required')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.subjects.map((s) => (
              <tr key={s.subject}>
                <th scope="row">{t(`subjects.${s.subject}`)}</th>
                <td>
                  {s.quests.length === 0 ? (
                    <span className="student-muted">{t('transcript.noWork')}</span>
                  ) : (
                    <ul className="student-rec-quests">
                      {s.quests.map((q) => (
                        <li key={q.quest_id}>
                          {q.title}{' '}
                          <span className="student-muted">
                            {t('transcript.questLine', {
                              xp: q.xp,
                              credits: fmt(q.credits),
                              from: formatDay(q.first_at, lng),
                              to: formatDay(q.completed_at ?? q.last_at, lng),
                            })}
                            {q.completed_at && ` · ${t('transcript.completed')}`}
                          </span>
                          <ul className="student-rec-quest-tasks">
                            {q.tasks.map((task) => (
                              <li key={task.task_id}>
                                <Link to={task.portfolio_path}>{task.title}</Link>{' '}
                                <span className="student-muted">
                                  {formatDay(task.completed_at, lng)} ·{' '}
                                  {task.reviewed_by
                                    ? t('transcript.reviewedBy', {
                                        name: task.reviewed_by.name,
                                        role: t(`diploma.role.${task.reviewed_by.role}`),
                                      })
                                    : t('transcript.catalogueTask')}
                                </span>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="student-rec-num">{s.xp}</td>
                <td className="student-rec-num">{fmt(s.earned)}</td>
                <td className="student-rec-num">{fmt(s.required)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t('transcript.byPillar')}</h2>
      <div
        className="student-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('transcript.byPillar')}
      >
        <table className="student-rec-table student-rec-table--narrow">
          <caption className="student-visually-hidden">{t('transcript.byPillar')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transcript.pillar')}</th>
              <th scope="col" className="student-rec-num">
                {t('transcript.xp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {PILLARS.map((p) => (
              <tr key={p}>
                <th scope="row">{t(`pillars.${p}`)}</th>
                <td className="student-rec-num">{data.pillars[p] ?? 0}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('transcript.total')}</th>
              <td className="student-rec-num">{data.total_xp}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** /transcript: credits per subject with the quests that earned them; Print and PDF download. */
export function TranscriptPage() {
  const { t } = useTranslation('records');
  const query = useTranscript();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadTranscriptPdf(t('transcript.fileName'));
    } catch (err) {
      setError(err);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="student-page student-page--wide student-rec-printable">
      <h1>{t('transcript.title')}</h1>
      <div className="student-actions student-rec-noprint">
        <Button variant="secondary" onClick={() => window.print()} disabled={!query.data}>
          {t('transcript.print')}
        </Button>
        <Button
          onClick={() => void download()}
          loading={downloading}
          loadingLabel={t('transcript.downloading')}
          disabled={!query.data}
        >
          {t('transcript.download')}
        </Button>
        <CredentialDownloadButton
          path="/api/credentials/transcript"
          fileName={t('credential.transcriptFile')}
        />
      </div>
      {error !== null && (
        <Alert tone="error" title={t('transcript.downloadFailed')}>
          <p>{serverMessage(error) ?? t('common.tryAgain')}</p>
        </Alert>
      )}
      {!query.data ? (
        <QueryState
          isLoading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <TranscriptBody data={query.data} />
      )}
    </div>
  );
}
