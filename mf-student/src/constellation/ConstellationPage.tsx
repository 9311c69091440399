import { useMemo } from 'react';
import { Link } from '@optio/router';
import { PILLARS } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';
import { useConstellation } from '../api/getConstellation';
import { formatDate } from '../lib/dates';
import { layoutStars } from './layout';
import { StarMap } from './StarMap';
import { QueryState } from '@optio/ui';

/** /constellation: every completed task (and quest) as a star, grouped by pillar. */
export function ConstellationPage() {
  const { t, i18n } = useTranslation('student');
  const constellation = useConstellation();
  const map = useMemo(() => layoutStars(constellation.data?.quests ?? []), [constellation.data]);

  return (
    <div className="student-page student-page--wide">
      <h1>{t('constellation.title')}</h1>
      <p className="student-lead">{t('constellation.lead')}</p>
      {!constellation.data ? (
        <QueryState
          isLoading={constellation.isLoading}
          error={constellation.error}
          onRetry={() => void constellation.refetch()}
        />
      ) : (
        <>
          <p aria-live="polite">
            {t('constellation.counts', { tasks: map.tasks.length, quests: map.quests.length })}
          </p>
          {map.tasks.length === 0 ? (
            <p>
              {t('constellation.empty')} <Link to="/quests">{t('dashboard.findQuest')}</Link>
            </p>
          ) : (
            <StarMap map={map} />
          )}
          <section aria-labelledby="star-list-title" className="student-section">
            <h2 id="star-list-title">{t('constellation.listTitle')}</h2>
            <div className="student-star-lists">
              {PILLARS.map((pillar) => {
                const stars = map.tasks.filter((s) => s.pillar === pillar);
                return (
                  <div key={pillar}>
                    <h3>
                      {t(`pillars.${pillar}`)} ({stars.length})
                    </h3>
                    {stars.length === 0 ? (
                      <p className="student-muted">{t('constellation.noneInPillar')}</p>
                    ) : (
                      <ul data-testid={`star-list-${pillar}`}>
                        {stars.map((s) => (
                          <li key={s.id}>
                            {s.title} · {t('common.xp', { count: s.xp })} ·{' '}
                            <Link to={`/quests/${s.questId}`}>{s.questTitle}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                );
              })}
              {map.quests.length > 0 && (
                <div>
                  <h3>{t('constellation.completedQuests')}</h3>
                  <ul>
                    {map.quests.map((q) => (
                      <li key={q.id}>
                        <Link to={`/quests/${q.id}`}>{q.title}</Link> ·{' '}
                        {formatDate(q.completedAt, i18n.language)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
