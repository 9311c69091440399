import { Link, useLocation } from '@optio/router';
import { useSession } from '@optio/session';
import { useTranslation } from '@optio/i18n';
import { activeMenuPath, menuFor } from './navigation';

export function SideMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return null;
  const entries = menuFor(user.role);
  const active = activeMenuPath(entries, pathname);
  return (
    <nav className="shell-sidemenu" aria-label={t('nav.menu')}>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.to}:${entry.labelKey}`}>
            <Link
              to={entry.to}
              className={entry.to === active ? 'active' : undefined}
              aria-current={entry.to === active ? 'page' : undefined}
            >
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
