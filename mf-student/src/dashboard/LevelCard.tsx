import { useTranslation } from '@optio/i18n';
import type { Dashboard } from '../api/types';
import { ProgressBar } from '../components/ProgressBar';
import { levelProgress } from '../lib/level';

/** Level, total XP, progress to the next level and the daily streak. */
export function LevelCard({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('student');
  const { level, xp_total: xp } = dashboard;
  const progress = levelProgress(xp, level, level.next);
  return (
    <section aria-labelledby="level-title" className="student-panel student-level">
      <h2 id="level-title">{t('dashboard.level')}</h2>
      <dl className="student-stats">
        <div>
          <dt>{t('dashboard.levelName')}</dt>
          <dd data-testid="level-name">
            {t(`levels.${level.name}`, { defaultValue: level.name })}
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.totalXp')}</dt>
          <dd data-testid="xp-total">{t('common.xp', { count: xp })}</dd>
        </div>
        <div>
          <dt>{t('dashboard.streak')}</dt>
          <dd data-testid="streak">
            {t('dashboard.streakDays', { count: dashboard.streak_days })}
          </dd>
        </div>
      </dl>
      {level.next ? (
        <>
          <ProgressBar
            value={progress.percent}
            label={t('dashboard.toNext', {
              name: t(`levels.${level.next.name}`, { defaultValue: level.next.name }),
            })}
            valueText={t('dashboard.remaining', {
              count: progress.remaining,
              name: level.next.name,
            })}
          />
          <p className="student-muted">
            {t('dashboard.remaining', {
              count: progress.remaining,
              name: t(`levels.${level.next.name}`, { defaultValue: level.next.name }),
            })}
          </p>
        </>
      ) : (
        <p>{t('dashboard.topLevel')}</p>
      )}
    </section>
  );
}
