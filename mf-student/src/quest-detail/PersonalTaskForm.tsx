import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { PILLARS } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, notify, SelectField, TextArea, TextField } from '@optio/ui';
import { useAddPersonalTask } from '../api/addPersonalTask';
import { useReviewRules } from '../api/getReviewRules';
import type { Pillar } from '../api/types';

export const TASK_XP_MIN = 10;
export const TASK_XP_MAX = 1000;

/** Adds a personal task to the student's enrolment. */
export function PersonalTaskForm({ questId }: { questId: string }) {
  const { t } = useTranslation('student');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [pillar, setPillar] = useState<Pillar>('stem');
  const [xp, setXp] = useState('50');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddPersonalTask(questId);
  const server = serverFieldErrors(add.error);
  // The admin's cap on a personal task's XP (review before credit); 1000 until it is known.
  const xpMax = useReviewRules().data?.personal_task_xp_cap ?? TASK_XP_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const xpValue = Number(xp);
    if (!title.trim()) next.title = t('personalTask.titleRequired');
    if (!Number.isInteger(xpValue) || xpValue < TASK_XP_MIN || xpValue > xpMax)
      next.xp = t('personalTask.xpRange', { min: TASK_XP_MIN, max: xpMax });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    add.mutate(
      { title: title.trim(), description: description.trim() || undefined, pillar, xp: xpValue },
      {
        onSuccess: (task) => {
          notify.success(t('personalTask.added', { title: task.title }));
          setTitle('');
          setDescription('');
          setXp('50');
        },
      },
    );
  };

  return (
    <section aria-labelledby="personal-task-title" className="student-section student-panel">
      <h2 id="personal-task-title">{t('personalTask.heading')}</h2>
      <p className="student-muted">{t('personalTask.reviewNote')}</p>
      <form onSubmit={submit} noValidate className="student-form-grid">
        <TextField
          label={t('personalTask.title')}
          value={title}
          maxLength={200}
          required
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title ?? server.title}
        />
        <TextArea
          label={t('personalTask.description')}
          value={description}
          rows={2}
          maxLength={5000}
          onChange={(e) => setDescription(e.target.value)}
          error={server.description}
        />
        <SelectField
          label={t('personalTask.pillar')}
          value={pillar}
          options={PILLARS.map((p) => ({ value: p, label: t(`pillars.${p}`) }))}
          onChange={(e) => setPillar(e.target.value as Pillar)}
          error={server.pillar}
        />
        <TextField
          label={t('personalTask.xp')}
          type="number"
          min={TASK_XP_MIN}
          max={xpMax}
          step={5}
          value={xp}
          required
          onChange={(e) => setXp(e.target.value)}
          error={errors.xp ?? server.xp}
        />
        {add.isError && Object.keys(server).length === 0 && (
          <FormError message={serverMessage(add.error) ?? t('common.saveFailed')} />
        )}
        <div className="student-actions">
          <Button type="submit" loading={add.isPending}>
            {t('personalTask.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
