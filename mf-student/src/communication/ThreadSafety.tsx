import { useId, useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, Checkbox, FormError, SelectField, TextArea } from '@optio/ui';
import { useBlock } from './api/blockUser';
import { useReport } from './api/reportMessage';
import { REPORT_REASONS } from './api/types';

const NOTE_MAX = 1000;

/**
 * Report and block, on every conversation. A report goes to Optio's safety team with the latest
 * messages of the thread; a block stops messages and friend requests both ways at once.
 */
export function ThreadSafety({
  userId,
  name,
  blockedByMe,
}: {
  userId: string;
  name: string;
  blockedByMe: boolean;
}) {
  const { t } = useTranslation('communication');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(true);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const report = useReport(userId);
  const block = useBlock(userId);
  const fields = serverFieldErrors(report.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t('safety.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    report.mutate(
      { reason, note: note.trim() || undefined, block: alsoBlock },
      {
        onSuccess: (res) => {
          setOpen(false);
          setDone(res.blocked ? t('safety.reportedAndBlocked', { name }) : t('safety.reported'));
        },
      },
    );
  };

  const toggleBlock = () => {
    setDone(null);
    block.mutate(!blockedByMe, {
      onSuccess: () =>
        setDone(blockedByMe ? t('safety.unblocked', { name }) : t('safety.blocked', { name })),
    });
  };

  return (
    <div className="student-social-safety">
      <div className="student-actions">
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => {
            setOpen((v) => !v);
            setDone(null);
          }}
        >
          {t('safety.report')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={block.isPending}
          loadingLabel={t('safety.working')}
          onClick={toggleBlock}
        >
          {blockedByMe ? t('safety.unblock', { name }) : t('safety.block', { name })}
        </Button>
      </div>
      <p role="status" className={done ? undefined : 'optio-visually-hidden'}>
        {done ?? ''}
      </p>
      {block.isError && <FormError message={serverMessage(block.error) ?? t('safety.failed')} />}
      {open && (
        <form id={formId} onSubmit={submit} noValidate className="student-social-report">
          <h3>{t('safety.reportTitle', { name })}</h3>
          <p className="student-muted">{t('safety.reportLead')}</p>
          <SelectField
            label={t('safety.reason')}
            value={reason}
            required
            placeholder={t('safety.choose')}
            options={REPORT_REASONS.map((r) => ({ value: r, label: t(`safety.reasons.${r}`) }))}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError ?? fields.reason}
          />
          <TextArea
            label={t('safety.note')}
            hint={t('safety.noteHint')}
            value={note}
            rows={3}
            maxLength={NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            error={fields.note}
          />
          <Checkbox
            label={t('safety.alsoBlock', { name })}
            checked={alsoBlock}
            onChange={(e) => setAlsoBlock(e.target.checked)}
          />
          {report.isError && !fields.reason && !fields.note && (
            <FormError message={serverMessage(report.error) ?? t('safety.failed')} />
          )}
          <div className="student-actions">
            <Button type="submit" loading={report.isPending} loadingLabel={t('safety.sending')}>
              {t('safety.send')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('safety.cancel')}
            </Button>
          </div>
          <Alert tone="info">{t('safety.help')}</Alert>
        </form>
      )}
    </div>
  );
}
