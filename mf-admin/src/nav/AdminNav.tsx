import { Link, useLocation } from '@optio/router';
import { useTranslation } from '@optio/i18n';

const LINKS = [
  { to: '/admin/platform', key: 'nav.platform', also: ['/admin'] },
  { to: '/admin/settings', key: 'nav.settings', also: [] },
  { to: '/admin/audit', key: 'nav.audit', also: [] },
] as const;

/** Links between the admin screens; the current one carries aria-current="page". */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <ul>
        {LINKS.map((link) => {
          const current = path === link.to || (link.also as readonly string[]).includes(path);
          return (
            <li key={link.to}>
              <Link to={link.to} aria-current={current ? 'page' : undefined}>
                {t(link.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
