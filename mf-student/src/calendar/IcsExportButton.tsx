import { useState } from 'react';
import { serverMessage, downloadAuthorized } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, notify } from '@optio/ui';

/** Downloads GET /api/calendar.ics with the bearer token (a Blob, never a public link). */
export function IcsExportButton() {
  const { t } = useTranslation('student');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAuthorized('/api/calendar.ics', 'optio-calendar.ics');
      notify.success(t('calendar.exported'));
    } catch (error) {
      notify.error(serverMessage(error) ?? t('calendar.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} loading={busy}>
      {t('calendar.export')}
    </Button>
  );
}
