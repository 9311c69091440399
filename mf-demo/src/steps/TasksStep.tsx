import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/StepHeading';
import { PillarTag } from '../components/PillarTags';
import { XpChart } from '../components/XpChart';
import type { DemoQuest, DemoTask } from '../content/quests';
import { completionBonus } from '../state/bonus';
import { completeTask, goToStep, nextStep } from '../state/demoSlice';
import { activeQuest, bonusXP, questProgress } from '../state/selectors';
import { useDemo, useDemoDispatch } from '../state/store';

function TaskForm({
  quest,
  task,
  onCompleted,
}: {
  quest: DemoQuest;
  task: DemoTask;
  onCompleted: (task: DemoTask, questDone: boolean) => void;
}) {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  const [evidence, setEvidence] = useState('');
  const [error, setError] = useState(false);
  const inputId = `demo-evidence-${task.id}`;
  const errorId = `${inputId}-error`;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!evidence.trim()) {
      setError(true);
      return;
    }
    const remaining = quest.tasks.filter(
      (x) => x.id !== task.id && !state.completedTasks.some((c) => c.taskId === x.id),
    );
    dispatch(completeTask({ questId: quest.id, taskId: task.id, evidence }));
    onCompleted(task, remaining.length === 0);
  }

  return (
    <form className="demo-task-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('tasks.evidenceLabel')}</label>
      <div className="demo-task-row">
        <input
          id={inputId}
          type="text"
          value={evidence}
          maxLength={280}
          placeholder={t('tasks.evidencePlaceholder')}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setEvidence(e.target.value);
            if (error) setError(false);
          }}
        />
        <button type="submit" className="demo-button">
          {t('tasks.complete')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="demo-error">
          {t('tasks.evidenceRequired')}
        </p>
      )}
    </form>
  );
}

export function TasksStep() {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  const [announcement, setAnnouncement] = useState('');
  const quest = activeQuest(state);
  const done = quest ? questProgress(state, quest).done : 0;

  // The completed task's form disappears with the focus in it: move focus on to the next task's
  // evidence field, or to the "quest complete" message after the last one.
  const lastDone = useRef(done);
  useEffect(() => {
    if (done <= lastDone.current) {
      lastDone.current = done;
      return;
    }
    lastDone.current = done;
    const next = document.querySelector<HTMLInputElement>('.demo-task-form input');
    (next ?? document.getElementById('demo-quest-complete'))?.focus();
  }, [done]);

  if (!quest) {
    return (
      <>
        <StepHeading>{t('tasks.noQuest')}</StepHeading>
        <button type="button" className="demo-button" onClick={() => dispatch(goToStep(2))}>
          {t('tasks.pickQuest')}
        </button>
      </>
    );
  }

  const progress = questProgress(state, quest);
  const bonus = completionBonus(quest);
  const bonusPillars = quest.pillars.map((p) => t(`pillars.${p}`)).join(', ');

  function onCompleted(task: DemoTask, questDone: boolean) {
    const parts = [t('tasks.announceTask', { xp: task.xp, pillar: t(`pillars.${task.pillar}`) })];
    if (questDone) {
      parts.push(t('tasks.announceQuest', { bonus: bonus.bonus, pillars: bonusPillars }));
    }
    setAnnouncement(parts.join(' '));
  }

  return (
    <>
      <StepHeading>
        {t('tasks.heading', { title: t(`quests.items.${quest.id}.title`) })}
      </StepHeading>
      <p className="demo-lead">{t('tasks.lead')}</p>
      <p className="demo-status" data-testid="task-progress">
        {t('tasks.progress', { done: progress.done, total: progress.total })}
      </p>
      <div className="demo-split">
        <ol className="demo-task-list">
          {quest.tasks.map((task) => {
            const done = state.completedTasks.find((c) => c.taskId === task.id);
            return (
              <li key={task.id} className={`demo-card demo-task${done ? ' demo-task--done' : ''}`}>
                <h3 className="demo-task-title">
                  {t(`quests.items.${quest.id}.tasks.${task.id}`)}
                </h3>
                <p className="demo-task-meta">
                  <strong>{t('tasks.xp', { xp: task.xp })}</strong>{' '}
                  <PillarTag pillar={task.pillar} />
                </p>
                {done ? (
                  <p className="demo-task-done">
                    <span aria-hidden="true">✓ </span>
                    {t('tasks.completed')}: <q>{done.evidence}</q>
                  </p>
                ) : (
                  <TaskForm quest={quest} task={task} onCompleted={onCompleted} />
                )}
              </li>
            );
          })}
        </ol>
        <XpChart xp={state.earnedXP} bonus={bonusXP(state)} />
      </div>
      {progress.complete && (
        <p
          id="demo-quest-complete"
          className="demo-success"
          data-testid="quest-complete"
          tabIndex={-1}
        >
          {t('tasks.questComplete', { bonus: bonus.bonus, pillars: bonusPillars })}
        </p>
      )}
      <p className="demo-sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="demo-actions">
        <button type="button" className="demo-button" onClick={() => dispatch(nextStep())}>
          {t('nav.continue')}
        </button>
      </div>
    </>
  );
}
