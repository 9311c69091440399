import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextField } from '@optio/ui';
import { useSetTaskTime } from './api/setTaskTime';

/** Logs or corrects the minutes spent on a completed task (they count toward learning hours). */
export function TaskTimeForm({
  questId,
  taskId,
  taskTitle,
  minutes,
}: {
  questId: string;
  taskId: string;
  taskTitle: string;
  minutes: number | null;
}) {
  const { t } = useTranslation('student');
  const save = useSetTaskTime(questId, taskId);
  const [value, setValue] = useState(minutes?.toString() ?? '');
  const fields = serverFieldErrors(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value.trim() === '' ? null : Number(value));
  };
  return (
    <details className="student-task__due">
      <summary>
        {minutes ? t('evidence.timeLogged', { count: minutes }) : t('evidence.logTime')}
      </summary>
      <form className="student-due-form" onSubmit={submit} noValidate>
        <TextField
          label={t('evidence.minutesFor', { title: taskTitle })}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fields.minutes}
        />
        <Button type="submit" loading={save.isPending} loadingLabel={t('evidence.saving')}>
          {t('evidence.saveTime')}
        </Button>
        {save.isError && !fields.minutes && (
          <FormError message={serverMessage(save.error) ?? t('evidence.failed')} />
        )}
      </form>
    </details>
  );
}
