import { useState } from 'react';
import { serverMessage, downloadAuthorized } from '@optio/api-client';
import type { ReviewItem } from '@optio/contracts/records';
import { useTranslation } from '@optio/i18n';
import { Alert, Button } from '@optio/ui';

type Evidence = ReviewItem['evidence'][number];

/** A file opens through the URL the API gives for it; confidential files give none (staff see only
 * that they exist), and then the advisor sees the name alone. */
function EvidenceFile({ e }: { e: Evidence }) {
  const { t } = useTranslation('advisor');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = e.file_name ?? t('reviews.unnamedFile');
  if (!e.file_url) return <>{t('reviews.file', { name })}</>;
  const open = async (url: string) => {
    setBusy(true);
    setError(null);
    try {
      await downloadAuthorized(url, name);
    } catch (err) {
      setError(serverMessage(err) ?? t('reviews.fileFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={busy} onClick={() => void open(e.file_url!)}>
        {t('reviews.openFile', { name })}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}

/** The evidence the student submitted with the task: text, links and files, in order. */
export function ReviewEvidence({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('advisor');
  if (item.evidence.length === 0) return <p className="advisor-muted">{t('reviews.noEvidence')}</p>;
  return (
    <ul
      className="advisor-review__evidence"
      aria-label={t('reviews.evidenceOf', { title: item.task.title })}
    >
      {item.evidence.map((e) => (
        <li key={e.id}>
          {e.held ? (
            <span className="advisor-muted">{t('reviews.held')}</span>
          ) : e.confidential ? (
            <span className="advisor-muted">{t('student.confidential')}</span>
          ) : e.kind === 'text' ? (
            <p className="advisor-review__text">{e.text}</p>
          ) : e.kind === 'file' ? (
            <EvidenceFile e={e} />
          ) : (
            <a href={e.url ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
              {e.url}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
