import { useState } from 'react';
import { downloadAuthorized, serverMessage } from '@optio/api-client';
import type { ReviewItem } from '@optio/contracts/records';
import { Alert } from './Alert';
import { Button } from './Button';
import { useUiTranslation } from './i18n';

type Evidence = ReviewItem['evidence'][number];

/**
 * A file opens through the URL the API gives for it, with the reviewer's session (the route checks
 * the review rules); a file the reviewer may not open comes without one, and shows its name alone.
 */
function EvidenceFile({ evidence }: { evidence: Evidence }) {
  const { t } = useUiTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = evidence.file_name ?? t('evidence.unnamedFile');
  const url = evidence.file_url;
  if (!url) return <>{t('evidence.file', { name })}</>;
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadAuthorized(url, name);
    } catch (err) {
      setError(serverMessage(err) ?? t('evidence.fileFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={busy} onClick={() => void open()}>
        {t('evidence.openFile', { name })}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}

export interface ReviewEvidenceListProps {
  evidence: Evidence[];
  /** The list's accessible name. */
  label: string;
  /** Stands in for evidence the safety screen holds. */
  held: string;
  /** Stands in for confidential evidence, for reviewers who may not see it; omitted, it shows. */
  confidential?: string;
  /** Shown instead of an empty list; omitted, the list stays empty. */
  empty?: string;
  className?: string;
  /** For the stand-in lines (held, confidential, empty). */
  mutedClassName?: string;
}

/** The evidence of work under review, in order: text, links and files. */
export function ReviewEvidenceList({
  evidence,
  label,
  held,
  confidential,
  empty,
  className,
  mutedClassName,
}: ReviewEvidenceListProps) {
  if (evidence.length === 0 && empty) return <p className={mutedClassName}>{empty}</p>;
  return (
    <ul className={className} aria-label={label}>
      {evidence.map((e) => (
        <li key={e.id}>
          {e.held ? (
            <span className={mutedClassName}>{held}</span>
          ) : e.confidential && confidential ? (
            <span className={mutedClassName}>{confidential}</span>
          ) : e.kind === 'text' ? (
            <p className="optio-evidence__text">{e.text}</p>
          ) : e.kind === 'file' ? (
            <EvidenceFile evidence={e} />
          ) : e.url ? (
            <a href={e.url} target="_blank" rel="noopener noreferrer nofollow">
              {e.url}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
