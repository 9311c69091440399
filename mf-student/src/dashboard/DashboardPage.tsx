import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';
import { useDashboard } from '../api/getDashboard';
import { useSessionProfile } from '../api/getSessionProfile';
import { Deadlines } from '../components/Deadlines';
import { ActiveQuests, RecentCompletions } from './DashboardLists';
import { LevelCard } from './LevelCard';
import { PillarChart } from './PillarChart';
import { RecordsOverview } from './RecordsOverview';
import { RoleHomeNotice } from './RoleHomeNotice';
import { QueryState } from '@optio/ui';

/** /dashboard: level and streak, the records screens, XP per pillar, active quests, recent work
 * and deadlines. */
export function DashboardPage() {
  const { t } = useTranslation('student');
  const session = useSession();
  const profile = useSessionProfile();
  const user = profile.data ?? session.user;
  const dashboard = useDashboard();
  if (!user) return null;
  const d = dashboard.data;
  return (
    <div className="student-page student-page--wide">
      <h1 id="dashboard-title">{t('dashboard.greeting', { name: user.first_name })}</h1>
      <p className="student-lead">{t('dashboard.lead')}</p>
      <RoleHomeNotice role={user.role} />
      {!d ? (
        <QueryState
          isLoading={dashboard.isLoading}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="student-dashboard-grid">
          <LevelCard dashboard={d} />
          {user.role === 'student' && <RecordsOverview />}
          <section aria-labelledby="pillars-title" className="student-panel">
            <h2 id="pillars-title">{t('dashboard.xpByPillar')}</h2>
            <PillarChart xp={d.xp_by_pillar} />
          </section>
          <ActiveQuests quests={d.active_quests} />
          <Deadlines items={d.upcoming} />
          <RecentCompletions items={d.recent_completions} />
        </div>
      )}
    </div>
  );
}
