import { Link, NavLink, useLocation, useNavigate } from '@optio/router';
import { useSession, signOut } from '@optio/session';
import { useTranslation } from '@optio/i18n';
import { notify } from '@optio/ui';
import { useSiteSettings } from '../settings/api/getSiteSettings';
import { isDashboardTabActive, isQuestsTabActive } from './navigation';
import { NavDrawer } from './NavDrawer';

export function TopBar() {
  const { t } = useTranslation('shell');
  const { user, status } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const siteName = settings.data?.site_name || 'Optio';
  const dashboardPath = user?.role === 'parent' ? '/parent/dashboard' : '/dashboard';

  const logout = async () => {
    await signOut();
    notify.success(t('loggedOut'));
    navigate('/');
  };

  return (
    <header className="shell-topbar">
      <Link to="/" className="shell-brand">
        {settings.data?.logo_url ? (
          <img src={settings.data.logo_url} alt={siteName} height={32} />
        ) : (
          <span>{siteName}</span>
        )}
      </Link>
      {user && <NavDrawer onLogout={() => void logout()} />}
      {user ? (
        <>
          <nav className="shell-tabs" aria-label={t('nav.main')}>
            <NavLink
              to={dashboardPath}
              className={() =>
                isDashboardTabActive(pathname) || pathname === dashboardPath ? 'active' : undefined
              }
              aria-current={isDashboardTabActive(pathname) ? 'page' : undefined}
            >
              {t('nav.dashboard')}
            </NavLink>
            <NavLink
              to="/quests"
              className={() => (isQuestsTabActive(pathname) ? 'active' : undefined)}
              aria-current={isQuestsTabActive(pathname) ? 'page' : undefined}
            >
              {t('nav.quests')}
            </NavLink>
          </nav>
          <div className="shell-account shell-account--wide">
            <Link to="/profile" className="shell-username">
              {user.first_name} {user.last_name}
            </Link>
            <button type="button" className="shell-linkbutton" onClick={() => void logout()}>
              {t('nav.logout')}
            </button>
          </div>
        </>
      ) : (
        <div className="shell-account" aria-busy={status === 'loading'}>
          {status === 'anonymous' && (
            <>
              <Link to="/login">{t('nav.login')}</Link>
              <Link to="/register" className="shell-cta">
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>
      )}
    </header>
  );
}
