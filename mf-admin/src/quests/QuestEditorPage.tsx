import { useEffect, useState, type FormEvent } from 'react';
import { PILLARS, SUBJECTS } from '@optio/contracts/roles';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Link, useNavigate, useParams } from '@optio/router';
import {
  Button,
  Checkbox,
  FormError,
  notify,
  SelectField,
  Spinner,
  TextArea,
  TextField,
} from '@optio/ui';
import { STAFF_NS } from '../staff-i18n';
import { useAdminQuest } from './api/getQuest';
import { useSaveQuest, type QuestInput, type QuestTask } from './api/saveQuest';

/** The subjects a task's XP counts towards (credits); the learning API lists the same. */

const newTask = (): QuestTask => ({
  title: '',
  description: '',
  pillar: 'stem',
  xp: 50,
  required: true,
  subject: 'science',
});

const EMPTY: QuestInput = {
  title: '',
  short_description: '',
  big_idea: '',
  is_active: true,
  tasks: [newTask()],
};

/** /admin/quests/new and /admin/quests/{id}: a quest and its template tasks. */
export function QuestEditorPage() {
  const { questId } = useParams();
  const { t } = useTranslation(STAFF_NS);
  const existing = useAdminQuest(questId);
  const [initial, setInitial] = useState<QuestInput | null>(questId ? null : EMPTY);
  useEffect(() => {
    if (existing.data && !initial) {
      const q = existing.data;
      setInitial({
        title: q.title,
        short_description: q.short_description,
        big_idea: q.big_idea,
        is_active: q.is_active,
        tasks: q.tasks,
      });
    }
  }, [existing.data, initial]);
  return (
    <section className="admin-page" aria-labelledby="quest-title">
      <p>
        <Link to="/admin/quests">{t('quest.back')}</Link>
      </p>
      <h1 id="quest-title">{questId ? t('quest.editTitle') : t('quest.createTitle')}</h1>
      {existing.isLoading && <Spinner label={t('quests.loading')} />}
      {existing.isError && (
        <FormError message={serverMessage(existing.error) ?? t('quests.loadError')} />
      )}
      {initial && <QuestForm questId={questId} initial={initial} />}
    </section>
  );
}

function QuestForm({ questId, initial }: { questId: string | undefined; initial: QuestInput }) {
  const { t } = useTranslation(STAFF_NS);
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const save = useSaveQuest(questId);
  const fields = save.isError ? serverFieldErrors(save.error) : {};
  const formError = save.isError ? (serverMessage(save.error) ?? t('quests.failed')) : undefined;
  const totalXp = values.tasks.reduce((a, task) => a + (Number(task.xp) || 0), 0);

  const setTask = (i: number, patch: Partial<QuestTask>) =>
    setValues((v) => ({
      ...v,
      tasks: v.tasks.map((task, j) => (j === i ? { ...task, ...patch } : task)),
    }));
  const move = (i: number, by: number) =>
    setValues((v) => {
      const tasks = [...v.tasks];
      const [task] = tasks.splice(i, 1);
      tasks.splice(i + by, 0, task!);
      return { ...v, tasks };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { ...values, tasks: values.tasks.map((task) => ({ ...task, xp: Number(task.xp) })) },
      {
        onSuccess: (saved) => {
          notify.success(t('quest.saved', { title: saved.title }));
          navigate('/admin/quests');
        },
      },
    );
  };

  return (
    <form className="admin-form admin-form--wide" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('quest.name')}
        value={values.title}
        onChange={(e) => setValues({ ...values, title: e.target.value })}
        maxLength={200}
        required
        error={fields.title}
      />
      <TextField
        label={t('quest.summary')}
        value={values.short_description}
        onChange={(e) => setValues({ ...values, short_description: e.target.value })}
        maxLength={500}
        required
        error={fields.short_description}
      />
      <TextArea
        label={t('quest.bigIdea')}
        value={values.big_idea}
        onChange={(e) => setValues({ ...values, big_idea: e.target.value })}
        rows={4}
        maxLength={5000}
        error={fields.big_idea}
      />
      <Checkbox
        label={t('quest.active')}
        checked={values.is_active}
        onChange={(e) => setValues({ ...values, is_active: e.target.checked })}
      />
      <h2>{t('quest.tasks', { count: values.tasks.length, xp: totalXp })}</h2>
      <FormError message={fields.tasks} />
      <ol className="admin-tasks">
        {values.tasks.map((task, i) => (
          <li key={task.id ?? `new-${i}`}>
            <fieldset className="admin-fieldset">
              <legend>{t('quest.task', { n: i + 1 })}</legend>
              <TextField
                label={t('quest.taskTitle')}
                value={task.title}
                onChange={(e) => setTask(i, { title: e.target.value })}
                maxLength={200}
                required
              />
              <TextArea
                label={t('quest.taskDescription')}
                value={task.description}
                onChange={(e) => setTask(i, { description: e.target.value })}
                rows={2}
                maxLength={5000}
              />
              <div className="admin-form__row">
                <SelectField
                  label={t('quest.pillar')}
                  value={task.pillar}
                  onChange={(e) => setTask(i, { pillar: e.target.value })}
                  options={PILLARS.map((p) => ({ value: p, label: t(`pillars.${p}`) }))}
                />
                <SelectField
                  label={t('quest.subject')}
                  value={task.subject}
                  onChange={(e) => setTask(i, { subject: e.target.value })}
                  options={SUBJECTS.map((s) => ({ value: s, label: t(`subjects.${s}`) }))}
                />
                <TextField
                  label={t('quest.xp')}
                  type="number"
                  min={10}
                  max={1000}
                  step={5}
                  value={String(task.xp)}
                  onChange={(e) =>
                    setTask(i, { xp: e.target.value === '' ? 0 : Number(e.target.value) })
                  }
                  required
                />
              </div>
              <Checkbox
                label={t('quest.required')}
                checked={task.required}
                onChange={(e) => setTask(i, { required: e.target.checked })}
              />
              <div className="admin-actions">
                <Button variant="secondary" disabled={i === 0} onClick={() => move(i, -1)}>
                  {t('quest.up')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={i === values.tasks.length - 1}
                  onClick={() => move(i, 1)}
                >
                  {t('quest.down')}
                </Button>
                <Button
                  variant="danger"
                  disabled={values.tasks.length === 1}
                  onClick={() =>
                    setValues((v) => ({ ...v, tasks: v.tasks.filter((_, j) => j !== i) }))
                  }
                >
                  {t('quest.removeTask')}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => setValues((v) => ({ ...v, tasks: [...v.tasks, newTask()] }))}
      >
        {t('quest.addTask')}
      </Button>
      <Button type="submit" loading={save.isPending} loadingLabel={t('quest.saving')}>
        {questId ? t('quest.save') : t('quest.create')}
      </Button>
    </form>
  );
}
