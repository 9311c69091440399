import { useState } from 'react';
import { Link, useParams } from '@optio/router';
import { isApiError } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { useQuest } from '../api/getQuest';
import type { CompleteTaskResult, Task } from '../api/types';
import { PillarTag } from '../components/PillarTag';
import { useCanLearn } from '../lib/useCanLearn';
import { EnrolmentPanel } from './EnrolmentPanel';
import { PersonalTaskForm } from './PersonalTaskForm';
import { TaskItem } from './TaskItem';
import { QueryState } from '@optio/ui';

/** /quests/:id: the big idea, the tasks, progress, enrolment and evidence. */
export function QuestDetailPage() {
  const { t } = useTranslation('student');
  const { id = '' } = useParams();
  const quest = useQuest(id);
  const canLearn = useCanLearn();
  const [announcement, setAnnouncement] = useState('');

  if (!quest.data) {
    // An id the API cannot even parse (400) is as unknown as a missing one (404).
    if (isApiError(quest.error) && [400, 404].includes(quest.error.status)) {
      return (
        <div className="student-page">
          <h1>{t('questDetail.notFound')}</h1>
          <p>
            <Link to="/quests">{t('questDetail.back')}</Link>
          </p>
        </div>
      );
    }
    return (
      <div className="student-page">
        <h1>{t('questDetail.loadingTitle')}</h1>
        <QueryState
          isLoading={quest.isLoading}
          error={quest.error}
          onRetry={() => void quest.refetch()}
        />
      </div>
    );
  }

  const q = quest.data;
  const editable = canLearn && q.enrolment?.status === 'active';
  const onCompleted = (task: Task, result: CompleteTaskResult) => {
    setAnnouncement(
      [
        t('questDetail.taskDone', { title: task.title, xp: result.xp_awarded }),
        result.quest_completed ? t('questDetail.questDone') : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  return (
    <div className="student-page">
      <p className="student-breadcrumb">
        <Link to="/quests">{t('questDetail.back')}</Link>
      </p>
      <h1>{q.title}</h1>
      <p className="student-lead">{q.short_description}</p>
      <ul className="student-pillar-list" aria-label={t('quests.pillars')}>
        {q.pillars.map((p) => (
          <li key={p}>
            <PillarTag pillar={p} />
          </li>
        ))}
        <li className="student-xp">{t('common.xp', { count: q.total_xp })}</li>
      </ul>
      <div aria-live="polite" className="student-announcement">
        {announcement && <p className="student-success">{announcement}</p>}
      </div>
      <section aria-labelledby="big-idea-title" className="student-section">
        <h2 id="big-idea-title">{t('questDetail.bigIdea')}</h2>
        <p className="student-big-idea">{q.big_idea}</p>
      </section>
      {canLearn && <EnrolmentPanel quest={q} />}
      <section aria-labelledby="tasks-title" className="student-section">
        <h2 id="tasks-title">{t('questDetail.tasks')}</h2>
        {canLearn && !q.enrolment && (
          <p className="student-muted">{t('questDetail.pickUpToStart')}</p>
        )}
        <ol className="student-task-list">
          {q.tasks.map((task) => (
            <TaskItem
              key={task.id}
              questId={q.id}
              task={task}
              editable={editable}
              canLogTime={canLearn}
              canResubmit={canLearn && q.enrolment?.status !== 'set_down'}
              onCompleted={onCompleted}
            />
          ))}
        </ol>
      </section>
      {editable && <PersonalTaskForm questId={q.id} />}
    </div>
  );
}
