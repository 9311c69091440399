import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { PortfolioManager } from '../portfolio/PortfolioManager';
import { useProfile } from '../records/api/getProfile';
import { AvatarPanel } from './AvatarPanel';
import { DataPanel } from './DataPanel';
import { LanguagePanel } from './LanguagePanel';
import { SessionsPanel } from './SessionsPanel';
import { PortfolioSettings } from './PortfolioSettings';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { QueryState } from '@optio/ui';

/** The dashboard links to /profile#portfolio: bring that section into view once it renders. */
function scrollIntoViewIfTargeted(section: HTMLElement | null) {
  if (section && window.location.hash === `#${section.id}`) section.scrollIntoView();
}

/** /profile: name, bio, avatar, language, the portfolio (address, visibility, items), my data. */
export function ProfilePage() {
  const { t } = useTranslation('records');
  const query = useProfile();
  const profile = query.data;
  const isStudent = profile?.role === 'student' || profile?.role === 'admin';
  return (
    <div className="student-page">
      <h1>{t('profile.title')}</h1>
      {!profile ? (
        <QueryState
          isLoading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <section className="student-panel" aria-labelledby="profile-about-title">
            <h2 id="profile-about-title">{t('profile.aboutTitle')}</h2>
            <AvatarPanel profile={profile} version={String(query.dataUpdatedAt)} />
            <ProfileDetailsForm profile={profile} />
            <LanguagePanel />
          </section>
          {isStudent && (
            <section
              id="portfolio"
              ref={scrollIntoViewIfTargeted}
              className="student-panel student-section"
              aria-labelledby="profile-portfolio-title"
            >
              <h2 id="profile-portfolio-title">{t('portfolio.title')}</h2>
              <p className="student-muted">{t('portfolio.lead')}</p>
              <PortfolioSettings profile={profile} />
              <PortfolioManager />
            </section>
          )}
          {profile.role === 'student' && (
            <section
              className="student-panel student-section"
              aria-labelledby="profile-family-title"
            >
              <h2 id="profile-family-title">{t('profile.familyTitle')}</h2>
              <p className="student-muted">{t('profile.familyLead')}</p>
              <Link to="/family">{t('profile.familyLink')}</Link>
            </section>
          )}
          <section
            className="student-panel student-section"
            aria-labelledby="profile-sessions-title"
          >
            <h2 id="profile-sessions-title">{t('sessions.title')}</h2>
            <SessionsPanel />
          </section>
          <section className="student-panel student-section" aria-labelledby="profile-data-title">
            <h2 id="profile-data-title">{t('data.title')}</h2>
            <DataPanel profile={profile} />
          </section>
        </>
      )}
    </div>
  );
}
