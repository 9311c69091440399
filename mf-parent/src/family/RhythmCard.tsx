import { useTranslation } from '@optio/i18n';
import type { ChildDashboard } from '../api/types';
import { Section } from '../components/Section';

const STARTERS = {
  in_flow: ['flow1', 'flow2', 'flow3'],
  needs_support: ['support1', 'support2', 'support3'],
};

/** Learning rhythm ("in flow" / "needs support") with conversation starters, and weekly wins. */
export function RhythmCard({ data }: { data: ChildDashboard }) {
  const { t } = useTranslation('parent');
  const { rhythm, weekly_wins: wins, child } = data;
  const latest = wins.highlights[0]?.title ?? data.recent_completions[0]?.task_title;
  return (
    <div className="parent-grid">
      <Section title={t('rhythm.title')}>
        <p className={`parent-rhythm parent-rhythm--${rhythm.status}`} data-testid="rhythm">
          {t(`rhythm.${rhythm.status}`)}
        </p>
        <p>
          {rhythm.status === 'in_flow'
            ? t('rhythm.inFlowWhy')
            : rhythm.overdue > 0
              ? t('rhythm.overdue', { count: rhythm.overdue })
              : t('rhythm.quiet')}
        </p>
        <h4>{t('rhythm.starters')}</h4>
        <ul>
          {STARTERS[rhythm.status].map((key) => (
            <li key={key}>
              {t(`rhythm.${key}`, {
                name: child.first_name,
                task: latest ?? t('rhythm.something'),
              })}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('wins.title')}>
        <dl className="parent-stats">
          <div>
            <dt>{t('wins.tasks')}</dt>
            <dd>{wins.tasks_completed}</dd>
          </div>
          <div>
            <dt>{t('wins.xp')}</dt>
            <dd>{wins.xp}</dd>
          </div>
          <div>
            <dt>{t('wins.quests')}</dt>
            <dd>{wins.quests_completed}</dd>
          </div>
        </dl>
        {wins.highlights.length > 0 ? (
          <ul>
            {wins.highlights.map((h) => (
              <li key={h.task_id}>
                {h.title} <span className="parent-tag">{t(`pillars.${h.pillar}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('wins.none')}</p>
        )}
      </Section>
    </div>
  );
}
