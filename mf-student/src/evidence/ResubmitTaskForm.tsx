import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage, type UploadProgress } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, Checkbox, FormError, notify } from '@optio/ui';
import { useResubmitTask } from '../api/resubmitTask';
import type { Task } from '../api/types';
import { ProgressBar } from '../components/ProgressBar';
import { EvidenceFields, type EvidenceValues } from './EvidenceFields';
import { MAX_FILES } from './fileRules';
import { validateEvidence, type EvidenceError } from './validateEvidence';

export interface ResubmitTaskFormProps {
  questId: string;
  task: Task;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Returned work, changed and sent back for review: the current text and link to edit, the
 * current files to keep or drop, new files to add.
 */
export function ResubmitTaskForm({ questId, task, onDone, onCancel }: ResubmitTaskFormProps) {
  const { t } = useTranslation('student');
  const current = task.evidence;
  const [evidence, setEvidence] = useState<EvidenceValues>(() => ({
    text: current.find((e) => e.kind === 'text')?.text ?? '',
    link: current.find((e) => e.kind === 'link')?.url ?? '',
    files: [],
    confidential: current.some((e) => e.confidential),
  }));
  const { text, link, files, confidential } = evidence;
  const oldFiles = current.filter((e) => e.kind === 'file' && e.file);
  const [keep, setKeep] = useState<string[]>(oldFiles.map((e) => e.id));
  const [problem, setProblem] = useState<EvidenceError | 'tooMany' | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const resubmit = useResubmitTask(questId, task.id, setProgress);
  const fields = serverFieldErrors(resubmit.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      keep.length + files.length > MAX_FILES
        ? 'tooMany'
        : validateEvidence({ text, link, fileCount: files.length + keep.length });
    setProblem(invalid);
    if (invalid) return;
    setProgress(null);
    resubmit.mutate(
      { text, link, files, keep, confidential },
      {
        onSuccess: () => {
          notify.success(t('resubmit.done'));
          onDone();
        },
      },
    );
  };

  const busy = resubmit.isPending;
  const toggleKeep = (id: string, kept: boolean) =>
    setKeep((ids) => (kept ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <form
      className="student-evidence-form"
      onSubmit={submit}
      noValidate
      aria-label={t('resubmit.formLabel', { title: task.title })}
    >
      <EvidenceFields
        values={evidence}
        onChange={(change) => setEvidence((v) => ({ ...v, ...change }))}
        disabled={busy}
        textError={fields.text}
        linkError={problem === 'link' ? t('evidence.linkInvalid') : fields.link}
      >
        {oldFiles.length > 0 && (
          <fieldset className="student-fieldset" disabled={busy}>
            <legend>{t('resubmit.keepLegend')}</legend>
            {oldFiles.map((e) => (
              <Checkbox
                key={e.id}
                label={t('resubmit.keep', { name: e.file!.name })}
                checked={keep.includes(e.id)}
                onChange={(event) => toggleKeep(e.id, event.target.checked)}
              />
            ))}
          </fieldset>
        )}
      </EvidenceFields>
      {problem === 'empty' && <FormError message={t('evidence.needOne')} />}
      {problem === 'tooMany' && <FormError message={t('resubmit.tooMany', { max: MAX_FILES })} />}
      {resubmit.isError && (
        <FormError message={serverMessage(resubmit.error) ?? t('resubmit.failed')} />
      )}
      {busy && files.length > 0 && (
        <ProgressBar
          value={progress?.percent ?? 0}
          label={t('evidence.uploading')}
          valueText={progress?.percent != null ? `${progress.percent}%` : undefined}
        />
      )}
      <div className="student-actions">
        <Button type="submit" loading={busy} loadingLabel={t('evidence.submitting')}>
          {t('resubmit.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
