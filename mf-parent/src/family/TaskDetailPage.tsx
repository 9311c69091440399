import { useState } from 'react';
import { serverMessage, downloadAuthorized } from '@optio/api-client';
import { Link, useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, QueryState } from '@optio/ui';
import { useChildTask } from '../api/getChildTask';
import type { Evidence } from '../api/types';
import { formatDate } from '../components/format';

function EvidenceItem({ e }: { e: Evidence }) {
  const { t } = useTranslation('parent');
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="parent-card">
      {e.confidential && <p className="parent-tag">{t('task.confidential')}</p>}
      {e.held && e.kind === 'text' && <p className="parent-tag">{t('task.held')}</p>}
      {e.text && <p className="parent-pre">{e.text}</p>}
      {e.url && (
        <a href={e.url} target="_blank" rel="noopener noreferrer nofollow">
          {e.url}
        </a>
      )}
      {e.file && (
        <Button
          variant="secondary"
          onClick={() => {
            setError(null);
            downloadAuthorized(e.file!.download_url, e.file!.name).catch((err: unknown) =>
              setError(serverMessage(err) ?? t('common.tryAgainLater')),
            );
          }}
        >
          {t('task.download', { name: e.file.name })}
        </Button>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </li>
  );
}

/** One of the child's tasks with all its evidence (linked parents see confidential evidence). */
export function TaskDetailPage() {
  const { t, i18n } = useTranslation('parent');
  const { studentId = '', taskId = '' } = useParams();
  const task = useChildTask(studentId, taskId);
  const d = task.data;
  return (
    <section className="parent-page" aria-labelledby="task-title">
      <p>
        <Link to={`/parent/dashboard/${studentId}`}>{t('task.back')}</Link>
      </p>
      <QueryState
        isLoading={task.isPending}
        error={task.error}
        onRetry={() => void task.refetch()}
      />
      {d && (
        <>
          <h1 id="task-title">{d.task.title}</h1>
          <p className="parent-lead">
            {t('task.of', { quest: d.quest.title, name: d.child.first_name })} ·{' '}
            {t(`pillars.${d.task.pillar}`)} · {t('common.xp', { count: d.task.xp })}
          </p>
          <p>
            {d.task.completed_at
              ? t('task.completedOn', { date: formatDate(d.task.completed_at, i18n.language) })
              : t('task.notCompleted')}
          </p>
          {d.task.description && <p className="parent-pre">{d.task.description}</p>}
          <h2>{t('task.evidence')}</h2>
          {d.task.evidence.length === 0 ? (
            <p>{t('task.noEvidence')}</p>
          ) : (
            <ul className="parent-evidence">
              {d.task.evidence.map((e) => (
                <EvidenceItem key={e.id} e={e} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
