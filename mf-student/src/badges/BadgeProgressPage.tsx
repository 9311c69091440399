import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { ProgressBar } from '../components/ProgressBar';
import { useBadges } from '../records/api/getBadges';
import { BadgeStatusTag } from './BadgeCard';
import { QueryState } from '@optio/ui';

/** /badge-progress: every badge under way (started or ready to claim), with bars. */
export function BadgeProgressPage() {
  const { t } = useTranslation('records');
  const badges = useBadges();
  const underway = (badges.data ?? [])
    .filter((b) => b.status === 'in_progress' || b.status === 'claimable')
    .sort((a, b) => b.progress - a.progress);
  return (
    <div className="student-page">
      <h1>{t('progress.title')}</h1>
      <p className="student-lead">{t('progress.lead')}</p>
      {!badges.data ? (
        <QueryState
          isLoading={badges.isLoading}
          error={badges.error}
          onRetry={() => void badges.refetch()}
        />
      ) : underway.length === 0 ? (
        <p>
          {t('progress.none')} <Link to="/badges">{t('progress.browse')}</Link>
        </p>
      ) : (
        <ul className="student-plain-list">
          {underway.map((b) => (
            <li key={b.id} className="student-panel">
              <h2 className="student-rec-card__title">
                <Link to={`/badges/${b.id}`}>{b.name}</Link>
              </h2>
              <ProgressBar
                value={b.progress}
                label={t('badges.progressOf', { name: b.name })}
                valueText={t('badges.percent', { value: b.progress })}
              />
              <p className="student-rec-card__foot">
                <BadgeStatusTag badge={b} />
                <span className="student-muted">
                  {t('progress.detail', {
                    quests: b.quests_completed,
                    minQuests: b.min_quests,
                    xp: b.xp_earned,
                    minXp: b.min_xp,
                  })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
