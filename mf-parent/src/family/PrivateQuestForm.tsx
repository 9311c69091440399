import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, SelectField, TextArea, TextField } from '@optio/ui';
import { useCreatePrivateQuest } from '../api/createPrivateQuest';
import { PILLARS, type Pillar } from '../api/types';
import { Section } from '../components/Section';

interface TaskDraft {
  key: number;
  title: string;
  pillar: Pillar;
  xp: string;
}

let nextKey = 1;
const blankTask = (): TaskDraft => ({ key: nextKey++, title: '', pillar: 'stem', xp: '50' });

/** A private quest with tasks that only this child sees (docs/product.md#purpose: parents document learning). */
export function PrivateQuestForm({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('parent');
  const create = useCreatePrivateQuest(childId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tasks, setTasks] = useState<TaskDraft[]>([blankTask()]);
  const [created, setCreated] = useState(false);
  const errors = create.error ? serverFieldErrors(create.error) : {};
  const taskError = (i: number, field: string) => errors[`tasks.${i}.${field}`];
  const update = (key: number, patch: Partial<TaskDraft>) =>
    setTasks((list) => list.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCreated(false);
    create.mutate(
      {
        title,
        description,
        tasks: tasks.map((x) => ({ title: x.title, pillar: x.pillar, xp: Number(x.xp) })),
      },
      {
        onSuccess: () => {
          setCreated(true);
          setTitle('');
          setDescription('');
          setTasks([blankTask()]);
        },
      },
    );
  };

  return (
    <Section title={t('privateQuest.title')}>
      <p>{t('privateQuest.lead', { name: childName })}</p>
      <form onSubmit={submit} noValidate className="parent-form">
        <TextField
          label={t('privateQuest.name')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          required
          maxLength={200}
        />
        <TextArea
          label={t('privateQuest.description')}
          rows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <fieldset className="parent-fieldset">
          <legend>{t('privateQuest.tasks')}</legend>
          {tasks.map((task, i) => (
            <div key={task.key} className="parent-task-row">
              <TextField
                label={t('privateQuest.taskTitle', { n: i + 1 })}
                value={task.title}
                onChange={(e) => update(task.key, { title: e.target.value })}
                error={taskError(i, 'title')}
                required
                maxLength={200}
              />
              <SelectField
                label={t('privateQuest.taskPillar', { n: i + 1 })}
                options={PILLARS.map((p) => ({ value: p, label: t(`pillars.${p}`) }))}
                value={task.pillar}
                onChange={(e) => update(task.key, { pillar: e.target.value as Pillar })}
              />
              <TextField
                label={t('privateQuest.taskXp', { n: i + 1 })}
                type="number"
                min={10}
                max={1000}
                step={5}
                value={task.xp}
                onChange={(e) => update(task.key, { xp: e.target.value })}
                error={taskError(i, 'xp')}
              />
              {tasks.length > 1 && (
                <Button
                  variant="ghost"
                  onClick={() => setTasks((l) => l.filter((x) => x.key !== task.key))}
                >
                  {t('privateQuest.removeTask', { n: i + 1 })}
                </Button>
              )}
            </div>
          ))}
          {tasks.length < 20 && (
            <Button variant="secondary" onClick={() => setTasks((l) => [...l, blankTask()])}>
              {t('privateQuest.addTask')}
            </Button>
          )}
        </fieldset>
        {create.error && (
          <Alert tone="error">
            {errors.tasks ?? serverMessage(create.error) ?? t('common.tryAgainLater')}
          </Alert>
        )}
        {created && <Alert tone="success">{t('privateQuest.created', { name: childName })}</Alert>}
        <Button type="submit" loading={create.isPending} loadingLabel={t('common.saving')}>
          {t('privateQuest.submit')}
        </Button>
      </form>
    </Section>
  );
}
