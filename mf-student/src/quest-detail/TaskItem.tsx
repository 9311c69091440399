import { useRef, useState } from 'react';
import { useTranslation } from '@optio/i18n';
import { Button } from '@optio/ui';
import { useSetTaskDueDate } from '../api/setTaskDueDate';
import type { CompleteTaskResult, Task } from '../api/types';
import { PillarTag } from '../components/PillarTag';
import { CompleteTaskForm } from '../evidence/CompleteTaskForm';
import { EvidenceList } from '../evidence/EvidenceList';
import { ResubmitTaskForm } from '../evidence/ResubmitTaskForm';
import { TaskTimeForm } from '../evidence/TaskTimeForm';
import { formatDate, formatDateTime } from '../lib/dates';
import { DueDateForm } from './DueDateForm';

export interface TaskItemProps {
  questId: string;
  task: Task;
  /** The student's own, active task: it can be completed and given a due date. */
  editable: boolean;
  /** The learner may log time on a completed task, also once the quest is complete. */
  canLogTime?: boolean;
  /** Returned work may be changed and sent back for review (the quest is not set down). */
  canResubmit?: boolean;
  onCompleted: (task: Task, result: CompleteTaskResult) => void;
}

export function TaskItem({
  questId,
  task,
  editable,
  canLogTime = editable,
  canResubmit = editable,
  onCompleted,
}: TaskItemProps) {
  const { t, i18n } = useTranslation('student');
  const [completing, setCompleting] = useState(false);
  const [resubmitting, setResubmitting] = useState(false);
  const resubmitRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const due = useSetTaskDueDate(questId, task.id);
  const done = task.completed_at !== null;
  const headingId = `task-${task.id}-title`;

  return (
    <li
      className={`student-task${done ? ' student-task--done' : ''}`}
      data-testid="task"
      data-task-id={task.id}
    >
      <div className="student-task__head">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="student-task__title">
          {done && (
            <span className="student-task__check" aria-hidden="true">
              ✓{' '}
            </span>
          )}
          {task.title}
        </h3>
        <div className="student-task__meta">
          <PillarTag pillar={task.pillar} />
          <span className="student-xp">{t('common.xp', { count: task.xp })}</span>
          {task.required && <span className="student-tag">{t('task.required')}</span>}
          {task.is_personal && <span className="student-tag">{t('task.personal')}</span>}
        </div>
      </div>
      {task.description && <p className="student-task__description">{task.description}</p>}
      <p className="student-task__status">
        {done
          ? t('task.completedOn', { date: formatDateTime(task.completed_at ?? '', i18n.language) })
          : task.due_date
            ? t('task.dueOn', { date: formatDate(task.due_date, i18n.language) })
            : t('task.notDone')}
      </p>
      {task.review && (
        <p
          className={`student-task__review student-task__review--${task.review.status}`}
          data-testid="task-review"
        >
          <span className="student-tag">{t(`task.review.${task.review.status}`)}</span>
          {task.review.status === 'returned' && task.review.comment && (
            <> {t('task.review.comment', { comment: task.review.comment })}</>
          )}
        </p>
      )}
      <EvidenceList evidence={task.evidence} />
      {canResubmit && task.review?.status === 'returned' && (
        <div className="student-task__actions">
          {resubmitting ? (
            <ResubmitTaskForm
              questId={questId}
              task={task}
              onCancel={() => {
                setResubmitting(false);
                requestAnimationFrame(() => resubmitRef.current?.focus());
              }}
              onDone={() => {
                setResubmitting(false);
                requestAnimationFrame(() => headingRef.current?.focus());
              }}
            />
          ) : (
            <Button
              ref={resubmitRef}
              onClick={() => setResubmitting(true)}
              aria-label={t('resubmit.openNamed', { title: task.title })}
            >
              {t('resubmit.open')}
            </Button>
          )}
        </div>
      )}
      {canLogTime && done && (
        <TaskTimeForm
          key={task.minutes ?? ''}
          questId={questId}
          taskId={task.id}
          taskTitle={task.title}
          minutes={task.minutes ?? null}
        />
      )}
      {editable && !done && (
        <div className="student-task__actions">
          {!completing && (
            <Button
              ref={toggleRef}
              onClick={() => setCompleting(true)}
              aria-label={t('task.completeNamed', { title: task.title })}
            >
              {t('task.complete')}
            </Button>
          )}
          {completing && (
            <CompleteTaskForm
              questId={questId}
              taskId={task.id}
              taskTitle={task.title}
              onCancel={() => {
                setCompleting(false);
                requestAnimationFrame(() => toggleRef.current?.focus());
              }}
              onDone={(result) => {
                setCompleting(false);
                onCompleted(task, result);
                requestAnimationFrame(() => headingRef.current?.focus());
              }}
            />
          )}
          <details className="student-task__due">
            <summary>{t('task.setDue')}</summary>
            <DueDateForm
              key={task.due_date ?? ''}
              label={t('task.dueLabel', { title: task.title })}
              value={task.due_date}
              pending={due.isPending}
              error={due.error}
              onSave={(date) => due.mutate(date)}
            />
          </details>
        </div>
      )}
    </li>
  );
}
