import { useTranslation } from '@optio/i18n';
import { PillarTag } from '../components/PillarTag';
import { useFriendActivity } from './api/getActivity';
import { formatMoment, fullName } from './format';
import { QueryState } from '@optio/ui';

/** Friends' recent completions (never confidential ones; no evidence is ever shown). */
export function ActivityFeed() {
  const { t, i18n } = useTranslation('connections');
  const activity = useFriendActivity();
  const items = activity.data?.items;
  return (
    <section aria-labelledby="activity-title" className="student-section student-panel">
      <h2 id="activity-title">{t('activity.heading')}</h2>
      {!items ? (
        <QueryState
          isLoading={activity.isLoading}
          error={activity.error}
          onRetry={() => void activity.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="student-muted">{t('activity.empty')}</p>
      ) : (
        <ul className="student-social-list">
          {items.map((a) => (
            <li key={a.id} className="student-social-list__item student-social-activity">
              <div>
                <p className="student-social-list__name">
                  {t('activity.completed', { name: fullName(a.friend), task: a.task_title })}
                </p>
                <p className="student-muted student-social-list__meta">
                  {t('activity.inQuest', { quest: a.quest.title })} ·{' '}
                  <time dateTime={a.completed_at}>
                    {formatMoment(a.completed_at, i18n.language)}
                  </time>
                </p>
              </div>
              <div className="student-social-activity__tags">
                <PillarTag pillar={a.pillar} />
                <span className="student-xp">{t('activity.xp', { count: a.xp })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
