import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { useSession } from '@optio/session';
import { useEditableBadges } from '../api/getEditableBadges';
import { useAssignedStudents } from '../api/getAssignedStudents';
import { QueryState } from '@optio/ui';

/** /advisor: the advisor's students with their progress, and the badges they can edit. */
export function AdvisorHomePage() {
  const { t } = useTranslation('advisor');
  // Educators come here for the badge editor only; they advise no students.
  const advises = useSession().user?.role !== 'educator';
  const students = useAssignedStudents(advises);
  const badges = useEditableBadges();
  return (
    <section className="advisor-page" aria-labelledby="advisor-title">
      <h1 id="advisor-title">{t('home.title')}</h1>
      <p className="advisor-lead">{t('home.lead')}</p>

      {advises && <h2>{t('home.students')}</h2>}
      {advises && (
        <QueryState
          isLoading={students.isPending}
          error={students.error}
          onRetry={() => void students.refetch()}
        />
      )}
      {students.data?.students.length === 0 && <p>{t('home.empty')}</p>}
      {students.data && students.data.students.length > 0 && (
        <ul className="advisor-students">
          {students.data.students.map((s) => {
            const p = students.data.progress[s.id];
            return (
              <li key={s.id}>
                <div>
                  <Link to={`/advisor/students/${s.id}`}>
                    {s.first_name} {s.last_name}
                  </Link>
                  <span className="advisor-muted"> {s.email}</span>
                </div>
                {p && (
                  <span>
                    {t('home.summary', {
                      level: p.level,
                      xp: p.total_xp,
                      count: p.active_quests,
                    })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <div className="advisor-heading-row">
        <h2>{t('home.badges')}</h2>
        <Link className="optio-button optio-button--primary" to="/advisor/badges/create">
          {t('home.createBadge')}
        </Link>
      </div>
      <QueryState
        isLoading={badges.isPending}
        error={badges.error}
        onRetry={() => void badges.refetch()}
      />
      {badges.data?.length === 0 && <p>{t('home.noBadges')}</p>}
      {badges.data && badges.data.length > 0 && (
        <ul className="advisor-students">
          {badges.data.map((b) => (
            <li key={b.id}>
              <div>
                <strong>{b.name}</strong>{' '}
                <span className="advisor-muted">
                  {t(`pillars.${b.primary_pillar}`)} ·{' '}
                  {b.is_active ? t('home.active') : t('home.inactive')} ·{' '}
                  {t('home.claims', { count: b.claim_count })}
                </span>
              </div>
              <Link
                to={`/advisor/badges/${b.id}/edit`}
                aria-label={t('home.editBadge', { name: b.name })}
              >
                {t('home.edit')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
