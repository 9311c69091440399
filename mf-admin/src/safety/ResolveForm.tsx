import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextArea } from '@optio/ui';
import { useDecide, type Decision } from './api/decideIncident';
import { SAFETY_NS } from './i18n';

/** The note and confirmation that resolve an incident, or release or keep a held item. */
export function ResolveForm({
  targetId,
  decision,
  onDone,
  onCancel,
}: {
  /** The incident (resolve) or the held item (release, keep). */
  targetId: string;
  decision: Decision;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(SAFETY_NS);
  const resolve = useDecide();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fields = serverFieldErrors(resolve.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(t('noteRequired'));
    setError(undefined);
    resolve.mutate({ decision, id: targetId, note: note.trim() }, { onSuccess: onDone });
  };

  return (
    <form
      className="safety-resolve"
      onSubmit={submit}
      aria-label={t(`decisions.${decision}.title`)}
      noValidate
    >
      <TextArea
        label={t('note')}
        value={note}
        rows={3}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
        error={error ?? fields.note}
        autoFocus
      />
      {resolve.isError && !fields.note && (
        <FormError message={serverMessage(resolve.error) ?? t('failed')} />
      )}
      <div className="safety-actions">
        <Button type="submit" loading={resolve.isPending} loadingLabel={t('resolving')}>
          {t(`decisions.${decision}.confirm`)}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
