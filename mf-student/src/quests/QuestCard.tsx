import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import type { QuestSummary } from '../api/types';
import { PillarTag } from '../components/PillarTag';
import { ProgressBar } from '../components/ProgressBar';
import { enrolmentPercent } from '../lib/progress';

export function QuestCard({
  quest,
  headingLevel = 3,
}: {
  quest: QuestSummary;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('student');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const e = quest.enrolment;
  return (
    <article className="student-quest-card" data-testid="quest-card">
      {quest.cover_image_url && (
        <img
          className="student-quest-card__cover"
          src={quest.cover_image_url}
          alt=""
          loading="lazy"
        />
      )}
      <div className="student-quest-card__body">
        <Heading className="student-quest-card__title">
          <Link to={`/quests/${quest.id}`}>{quest.title}</Link>
        </Heading>
        <p className="student-quest-card__description">{quest.short_description}</p>
        <ul className="student-pillar-list" aria-label={t('quests.pillars')}>
          {quest.pillars.map((p) => (
            <li key={p}>
              <PillarTag pillar={p} />
            </li>
          ))}
        </ul>
        <p className="student-quest-card__meta">
          <strong>{t('common.xp', { count: quest.total_xp })}</strong>
          {' · '}
          {t('quests.taskCount', { count: quest.task_count })}
        </p>
        {e && (
          <>
            <p className="student-quest-card__status">
              {t(`quests.status.${e.status}`)}
              {e.status !== 'completed' &&
                ` · ${t('quests.tasksDone', { done: e.tasks_completed, total: e.tasks_total })}`}
            </p>
            {e.status === 'active' && (
              <ProgressBar
                value={enrolmentPercent(e)}
                label={t('quests.progressOf', { title: quest.title })}
                valueText={t('quests.tasksDone', { done: e.tasks_completed, total: e.tasks_total })}
              />
            )}
          </>
        )}
      </div>
    </article>
  );
}
