import { NavLink } from '@optio/router';
import { useSession } from '@optio/session';
import { useTranslation } from '@optio/i18n';
import { menuFor } from './navigation';

export function SideMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  if (!user) return null;
  return (
    <nav className="shell-sidemenu" aria-label={t('nav.menu')}>
      <ul>
        {menuFor(user.role).map((entry) => (
          <li key={`${entry.to}:${entry.labelKey}`}>
            <NavLink to={entry.to} end={entry.to === '/dashboard'}>
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
