import { useRef, useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, notify } from '@optio/ui';
import { usePickUpQuest } from '../api/pickUpQuest';
import { useSetQuestDueDate } from '../api/setQuestDueDate';
import type { QuestDetail } from '../api/types';
import { ProgressBar } from '../components/ProgressBar';
import { formatDate } from '../lib/dates';
import { enrolmentPercent } from '../lib/progress';
import { DueDateForm } from './DueDateForm';
import { SetDownDialog } from './SetDownDialog';

/** Progress, pick up / set down and the quest's due date. */
export function EnrolmentPanel({ quest }: { quest: QuestDetail }) {
  const { t, i18n } = useTranslation('student');
  const pickUp = usePickUpQuest(quest.id);
  const due = useSetQuestDueDate(quest.id);
  const [setDownOpen, setSetDownOpen] = useState(false);
  const pickUpRef = useRef<HTMLButtonElement>(null);
  const e = quest.enrolment;

  const doPickUp = () =>
    pickUp.mutate(undefined, {
      onSuccess: () => notify.success(t('enrolment.pickedUp', { title: quest.title })),
    });

  return (
    <section aria-labelledby="enrolment-title" className="student-panel student-section">
      <h2 id="enrolment-title">{t('enrolment.heading')}</h2>
      {!e && <p>{t('enrolment.notStarted')}</p>}
      {e && (
        <>
          <p data-testid="enrolment-status">
            {t(`quests.status.${e.status}`)} ·{' '}
            {t('quests.tasksDone', { done: e.tasks_completed, total: e.tasks_total })} ·{' '}
            {t('enrolment.xpEarned', { count: e.xp_earned })}
          </p>
          <ProgressBar
            value={enrolmentPercent(e)}
            label={t('enrolment.progress')}
            valueText={t('quests.tasksDone', { done: e.tasks_completed, total: e.tasks_total })}
          />
          {e.pickup_count > 1 && (
            <p className="student-muted">{t('enrolment.pickupCount', { count: e.pickup_count })}</p>
          )}
          {e.due_date && (
            <p>{t('enrolment.dueOn', { date: formatDate(e.due_date, i18n.language) })}</p>
          )}
        </>
      )}
      {pickUp.isError && (
        <FormError message={serverMessage(pickUp.error) ?? t('common.saveFailed')} />
      )}
      <div className="student-actions">
        {(!e || e.status === 'set_down') && (
          <Button ref={pickUpRef} onClick={doPickUp} loading={pickUp.isPending}>
            {e ? t('enrolment.pickUpAgain') : t('enrolment.pickUp')}
          </Button>
        )}
        {e?.status === 'active' && (
          <Button variant="secondary" onClick={() => setSetDownOpen(true)}>
            {t('enrolment.setDown')}
          </Button>
        )}
      </div>
      {e?.status === 'active' && (
        <DueDateForm
          key={e.due_date ?? ''}
          label={t('enrolment.dueLabel')}
          value={e.due_date}
          pending={due.isPending}
          error={due.error}
          onSave={(date) =>
            due.mutate(date, { onSuccess: () => notify.success(t('dueDate.saved')) })
          }
        />
      )}
      {e && e.history.some((h) => h.reflection) && (
        <details className="student-history">
          <summary>{t('enrolment.reflections')}</summary>
          <ul>
            {e.history
              .filter((h) => h.reflection)
              .map((h) => (
                <li key={h.picked_up_at}>
                  <span className="student-muted">
                    {h.set_down_at ? formatDate(h.set_down_at, i18n.language) : ''}
                  </span>{' '}
                  {h.reflection}
                </li>
              ))}
          </ul>
        </details>
      )}
      <SetDownDialog
        open={setDownOpen}
        questId={quest.id}
        questTitle={quest.title}
        onClose={() => setSetDownOpen(false)}
        onDone={() => {
          setSetDownOpen(false);
          notify.success(t('setDown.done'));
          requestAnimationFrame(() => pickUpRef.current?.focus());
        }}
      />
    </section>
  );
}
