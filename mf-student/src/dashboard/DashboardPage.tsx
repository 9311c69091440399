import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';

export function DashboardPage() {
  const { t, i18n } = useTranslation('student');
  const session = useSession();
  // Reads the profile through the page's one QueryClient: the shell already holds it, so this
  // costs no request.
  const profile = useQuery(profileQueryOptions);
  const user = profile.data ?? session.user;
  if (!user) return null;
  const memberSince = new Date(user.created_at).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });
  return (
    <section className="student-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.greeting', { name: user.first_name })}</h1>
      <p className="student-lead">{t('dashboard.lead')}</p>
      <dl className="student-facts">
        <div>
          <dt>{t('dashboard.role')}</dt>
          <dd>{t(`roles.${user.role}`)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.plan')}</dt>
          <dd>{t(`tiers.${user.subscription_tier ?? 'free'}`)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.memberSince')}</dt>
          <dd>{memberSince}</dd>
        </div>
      </dl>
    </section>
  );
}
