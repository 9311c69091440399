import { useState } from 'react';
import { downloadAuthorized, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button } from '@optio/ui';

export interface CredentialDownloadButtonProps {
  /** GET /api/credentials/diploma, /transcript or /badges/{id}. */
  path: string;
  fileName: string;
  /** What it is (a badge's name), so several buttons on one page have distinct names. */
  subject?: string;
}

/**
 * Downloads a signed credential with the bearer token, as JSON (the credential itself) and as a
 * PDF (a printed copy with a QR code of its public address once shared). A refusal (e.g. a diploma not yet signed
 * off) is shown under the button with the API's own words: it tells the student what is missing.
 */
export function CredentialDownloadButton({
  path,
  fileName,
  subject,
}: CredentialDownloadButtonProps) {
  const { t } = useTranslation('records');
  return (
    <div className="student-rec-credential">
      <DownloadOne
        path={path}
        fileName={fileName}
        subject={subject}
        label={t('credential.download')}
      />
      <DownloadOne
        path={`${path}.pdf`}
        fileName={fileName.replace(/\.json$/, '.pdf')}
        subject={subject}
        label={t('credential.downloadPdf')}
      />
    </div>
  );
}

function DownloadOne({
  path,
  fileName,
  subject,
  label,
}: CredentialDownloadButtonProps & { label: string }) {
  const { t } = useTranslation('records');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadAuthorized(path, fileName);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => void download()}
        loading={busy}
        loadingLabel={t('credential.downloading')}
        aria-label={subject ? `${label}: ${subject}` : undefined}
      >
        {label}
      </Button>
      {error !== null && (
        <Alert tone="error" title={t('credential.failed')}>
          <p>{serverMessage(error) ?? t('common.tryAgain')}</p>
        </Alert>
      )}
    </div>
  );
}
