import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage, type UploadProgress } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, notify, TextField } from '@optio/ui';
import { useCompleteTask } from '../api/completeTask';
import type { CompleteTaskResult } from '../api/types';
import { ProgressBar } from '../components/ProgressBar';
import { EvidenceFields, type EvidenceValues } from './EvidenceFields';
import { validateEvidence, type EvidenceError } from './validateEvidence';

export interface CompleteTaskFormProps {
  questId: string;
  taskId: string;
  taskTitle: string;
  onDone: (result: CompleteTaskResult) => void;
  onCancel: () => void;
}

/** Evidence for one task: text, a link, files (drag and drop or picker), confidential flag. */
export function CompleteTaskForm({
  questId,
  taskId,
  taskTitle,
  onDone,
  onCancel,
}: CompleteTaskFormProps) {
  const { t } = useTranslation('student');
  const [evidence, setEvidence] = useState<EvidenceValues>({
    text: '',
    link: '',
    files: [],
    confidential: false,
  });
  const { text, link, files, confidential } = evidence;
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<EvidenceError | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const complete = useCompleteTask(questId, taskId, setProgress);
  const fields = serverFieldErrors(complete.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEvidence({ text, link, fileCount: files.length });
    setProblem(invalid);
    if (invalid) return;
    setProgress(null);
    complete.mutate(
      { text, link, files, confidential, minutes },
      {
        onSuccess: (result) => {
          notify.success(t('evidence.completed', { xp: result.xp_awarded }));
          onDone(result);
        },
      },
    );
  };

  const busy = complete.isPending;
  const uploading = busy && files.length > 0;

  return (
    <form
      className="student-evidence-form"
      onSubmit={submit}
      noValidate
      aria-label={t('evidence.formLabel', { title: taskTitle })}
    >
      <EvidenceFields
        values={evidence}
        onChange={(change) => setEvidence((v) => ({ ...v, ...change }))}
        disabled={busy}
        textError={fields.text}
        linkError={problem === 'link' ? t('evidence.linkInvalid') : fields.link}
      >
        <TextField
          label={t('evidence.minutes')}
          hint={t('evidence.minutesHint')}
          inputMode="numeric"
          value={minutes}
          disabled={busy}
          onChange={(e) => setMinutes(e.target.value)}
          error={fields.minutes}
        />
      </EvidenceFields>
      {problem === 'empty' && <FormError message={t('evidence.needOne')} />}
      {complete.isError && (
        <FormError message={serverMessage(complete.error) ?? t('evidence.failed')} />
      )}
      {uploading && (
        <div className="student-upload-progress">
          <ProgressBar
            value={progress?.percent ?? 0}
            label={t('evidence.uploading')}
            valueText={progress?.percent != null ? `${progress.percent}%` : undefined}
          />
          <p aria-live="polite" className="student-muted">
            {progress?.percent != null
              ? t('evidence.uploadPercent', { percent: progress.percent })
              : t('evidence.uploading')}
          </p>
        </div>
      )}
      <div className="student-actions">
        <Button type="submit" loading={busy} loadingLabel={t('evidence.submitting')}>
          {t('evidence.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
