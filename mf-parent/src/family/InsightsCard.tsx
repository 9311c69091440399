import { useTranslation } from '@optio/i18n';
import { useChildInsights } from '../api/getChildInsights';
import { Section } from '../components/Section';
import { QueryState } from '@optio/ui';

/** Pillar balance (shares of all XP) and streaks. */
export function InsightsCard({ childId }: { childId: string }) {
  const { t } = useTranslation('parent');
  const insights = useChildInsights(childId);
  const d = insights.data;
  return (
    <Section title={t('insights.title')}>
      <QueryState
        isLoading={insights.isPending}
        error={insights.error}
        onRetry={() => void insights.refetch()}
      />
      {d && (
        <>
          <dl className="parent-stats">
            <div>
              <dt>{t('insights.streak')}</dt>
              <dd>{t('insights.days', { count: d.streak_days })}</dd>
            </div>
            <div>
              <dt>{t('insights.longest')}</dt>
              <dd>{t('insights.days', { count: d.longest_streak_days })}</dd>
            </div>
            <div>
              <dt>{t('insights.active30')}</dt>
              <dd>{t('insights.days', { count: d.active_days_30 })}</dd>
            </div>
            <div>
              <dt>{t('insights.tasks30')}</dt>
              <dd>{d.tasks_completed_30}</dd>
            </div>
          </dl>
          <h4>{t('insights.balance')}</h4>
          <ul className="parent-list">
            {d.pillars.map((p) => (
              <li key={p.pillar}>
                {t('insights.share', { pillar: t(`pillars.${p.pillar}`), share: p.share })}
              </li>
            ))}
          </ul>
          {d.strongest && d.to_explore && (
            <p>
              {t('insights.summary', {
                strongest: t(`pillars.${d.strongest}`),
                explore: t(`pillars.${d.to_explore}`),
              })}
            </p>
          )}
        </>
      )}
    </Section>
  );
}
