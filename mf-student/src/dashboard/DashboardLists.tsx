import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import type { Dashboard } from '../api/types';
import { PillarTag } from '../components/PillarTag';
import { ProgressBar } from '../components/ProgressBar';
import { formatDateTime } from '../lib/dates';
import { enrolmentPercent } from '../lib/progress';

export function ActiveQuests({ quests }: { quests: Dashboard['active_quests'] }) {
  const { t } = useTranslation('student');
  return (
    <section aria-labelledby="active-title" className="student-panel">
      <h2 id="active-title">{t('dashboard.activeQuests')}</h2>
      {quests.length === 0 ? (
        <p>
          {t('dashboard.noActive')} <Link to="/quests">{t('dashboard.findQuest')}</Link>
        </p>
      ) : (
        <ul className="student-plain-list">
          {quests.map((q) => {
            const e = q.enrolment;
            const done = t('quests.tasksDone', {
              done: e?.tasks_completed ?? 0,
              total: e?.tasks_total ?? q.task_count,
            });
            return (
              <li key={q.id} className="student-active-quest">
                <Link to={`/quests/${q.id}`}>{q.title}</Link>
                <span className="student-muted"> · {done}</span>
                <ProgressBar
                  value={e ? enrolmentPercent(e) : 0}
                  label={t('quests.progressOf', { title: q.title })}
                  valueText={done}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function RecentCompletions({ items }: { items: Dashboard['recent_completions'] }) {
  const { t, i18n } = useTranslation('student');
  return (
    <section aria-labelledby="recent-title" className="student-panel">
      <h2 id="recent-title">{t('dashboard.recent')}</h2>
      {items.length === 0 ? (
        <p>{t('dashboard.noRecent')}</p>
      ) : (
        <ul className="student-plain-list" data-testid="recent-completions">
          {items.map((c) => (
            <li key={c.task_id}>
              <strong>{c.task_title}</strong> <PillarTag pillar={c.pillar} />{' '}
              <span className="student-xp">+{t('common.xp', { count: c.xp })}</span>
              <br />
              <span className="student-muted">
                <Link to={`/quests/${c.quest_id}`}>{c.quest_title}</Link> ·{' '}
                {formatDateTime(c.completed_at, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
