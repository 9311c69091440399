import { useState } from 'react';
import { serverMessage, downloadAuthorized } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { notify } from '@optio/ui';
import type { Evidence } from '../api/types';
import { formatDateTime } from '../lib/dates';
import { formatBytes } from '../lib/format';

function FileDownload({ file }: { file: NonNullable<Evidence['file']> }) {
  const { t } = useTranslation('student');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAuthorized(file.download_url, file.name);
    } catch (error) {
      notify.error(serverMessage(error) ?? t('evidence.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="student-link-button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {t('evidence.download', { name: file.name })} ({formatBytes(file.size)})
    </button>
  );
}

/** The evidence submitted for a task. */
export function EvidenceList({ evidence }: { evidence: Evidence[] }) {
  const { t, i18n } = useTranslation('student');
  if (evidence.length === 0) return null;
  return (
    <div className="student-evidence">
      <h4 className="student-evidence__title">{t('evidence.submitted')}</h4>
      <ul>
        {evidence.map((e) => (
          <li key={e.id} data-testid="evidence-item">
            {e.kind === 'text' && <p className="student-evidence__text">{e.text}</p>}
            {e.held && (
              <div className="student-held" role="note">
                <p className="student-held__title">{t('evidence.heldTitle')}</p>
                <p>{t('evidence.held')}</p>
              </div>
            )}
            {e.kind === 'link' && e.url && (
              <a href={e.url} target="_blank" rel="noopener noreferrer nofollow">
                {e.url}
              </a>
            )}
            {e.kind === 'file' && e.file && <FileDownload file={e.file} />}
            <span className="student-muted student-evidence__meta">
              {' · '}
              {formatDateTime(e.created_at, i18n.language)}
              {e.confidential && ` · ${t('evidence.confidentialTag')}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
