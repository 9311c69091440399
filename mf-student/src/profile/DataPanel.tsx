import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, FormError, Modal, TextField } from '@optio/ui';
import { downloadMyData, useAccountDeletion } from '../records/api/account';
import { formatDay } from '../records/format';
import type { Profile } from '../records/api/types';

const CONFIRM_WORD = 'DELETE';

/** Export all my data as JSON; delete my account after a grace period (or cancel that). */
export function DataPanel({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('records');
  const deletion = useAccountDeletion();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  const exportData = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadMyData(t('data.fileName'));
    } catch (err) {
      setExportError(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <h3>{t('data.exportTitle')}</h3>
      <p>{t('data.exportBody')}</p>
      <Button variant="secondary" onClick={() => void exportData()} loading={exporting}>
        {t('data.export')}
      </Button>
      {exportError !== null && (
        <FormError>{serverMessage(exportError) ?? t('common.tryAgain')}</FormError>
      )}

      <h3>{t('data.deleteTitle')}</h3>
      {profile.deletion ? (
        <Alert tone="warning" title={t('data.scheduledTitle')}>
          <p>
            {t('data.scheduledBody', {
              date: formatDay(profile.deletion.scheduled_for, i18n.language),
            })}
          </p>
          <Button
            variant="secondary"
            onClick={() => deletion.cancel.mutate()}
            loading={deletion.cancel.isPending}
          >
            {t('data.cancelDeletion')}
          </Button>
        </Alert>
      ) : (
        <>
          <p>{t('data.deleteBody')}</p>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('data.delete')}
          </Button>
        </>
      )}
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          setTyped('');
        }}
        title={t('data.confirmTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={typed.trim() !== CONFIRM_WORD}
              loading={deletion.request.isPending}
              onClick={() =>
                deletion.request.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    setTyped('');
                  },
                })
              }
            >
              {t('data.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('data.confirmBody')}</p>
        <TextField
          label={t('data.typeToConfirm', { word: CONFIRM_WORD })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
        {deletion.request.isError && (
          <FormError>{serverMessage(deletion.request.error) ?? t('common.tryAgain')}</FormError>
        )}
      </Modal>
    </>
  );
}
