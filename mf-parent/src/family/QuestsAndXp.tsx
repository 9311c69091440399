import { useTranslation } from '@optio/i18n';
import { PILLARS, type ChildDashboard } from '../api/types';
import { Section } from '../components/Section';

/** Active quests with progress bars, and XP per pillar as labelled meters. */
export function QuestsAndXp({ data }: { data: ChildDashboard }) {
  const { t } = useTranslation('parent');
  const max = Math.max(1, ...PILLARS.map((p) => data.xp_by_pillar[p]));
  return (
    <div className="parent-grid">
      <Section title={t('quests.title')}>
        {data.active_quests.length === 0 ? (
          <p>{t('quests.none')}</p>
        ) : (
          <ul className="parent-list">
            {data.active_quests.map((q) => {
              const done = q.enrolment?.tasks_completed ?? 0;
              const total = q.enrolment?.tasks_total ?? q.task_count;
              return (
                <li key={q.id}>
                  <p className="parent-strong">{q.title}</p>
                  <div
                    className="parent-meter"
                    role="progressbar"
                    aria-label={t('quests.progressOf', { title: q.title })}
                    aria-valuemin={0}
                    aria-valuemax={total}
                    aria-valuenow={done}
                    aria-valuetext={t('quests.tasksDone', { done, total })}
                  >
                    <span style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
                  </div>
                  <small>{t('quests.tasksDone', { done, total })}</small>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section title={t('xp.title', { total: data.xp_total })}>
        <p>
          {t('xp.level', { level: data.level.name })} ·{' '}
          {t('xp.streak', { count: data.streak_days })}
        </p>
        <ul className="parent-list">
          {PILLARS.map((p) => (
            <li key={p} className="parent-pillar-row">
              <span>{t(`pillars.${p}`)}</span>
              <span className="parent-meter parent-meter--pillar" aria-hidden="true">
                <span
                  style={{
                    width: `${(data.xp_by_pillar[p] / max) * 100}%`,
                    background: `var(--optio-pillar-${p})`,
                  }}
                />
              </span>
              <span>{t('common.xp', { count: data.xp_by_pillar[p] })}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
