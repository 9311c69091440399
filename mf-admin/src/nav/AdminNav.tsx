import { Link, useLocation } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';

const LINKS = [
  { to: '/admin/platform', key: 'nav.platform', also: ['/admin'] },
  { to: '/admin/settings', key: 'nav.settings', also: [] },
  { to: '/admin/audit', key: 'nav.audit', also: [] },
  { to: '/admin/users', key: 'nav.users', also: [] },
  { to: '/admin/quests', key: 'nav.quests', also: [] },
  { to: '/admin/badges', key: 'nav.badges', also: [] },
  // The safety queue's label lives in its own namespace (registered by mf-admin/src/safety).
  { to: '/admin/safety', key: 'admin-safety:nav', also: [] },
  // Its label lives in the credit settings' namespace (registered by mf-admin/src/credits).
  { to: '/admin/credits', key: 'admin-credits:nav', also: [] },
  // Marketing's screens (issue #22); labels in their namespace (mf-admin/src/marketing).
  { to: '/admin/leads', key: 'admin-marketing:nav.leads', also: [] },
  { to: '/admin/campaigns', key: 'admin-marketing:nav.campaigns', also: [] },
] as const;

/** Screens educators (admin-like) do not see: platform-wide settings are admin-only. */
const ADMIN_ONLY_LINKS: readonly string[] = [
  '/admin/settings',
  '/admin/safety',
  '/admin/credits',
  '/admin/leads',
  '/admin/campaigns',
];
/** All that marketing sees of the admin area: leads and campaigns, no users, safety or settings. */
const MARKETING_LINKS: readonly string[] = ['/admin/leads', '/admin/campaigns'];

/** Links between the admin screens; the current one carries aria-current="page". */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const role = useSession().user?.role;
  const isAdmin = role === 'admin';
  const visible = (to: string) =>
    role === 'marketing' ? MARKETING_LINKS.includes(to) : isAdmin || !ADMIN_ONLY_LINKS.includes(to);
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <ul>
        {LINKS.filter((link) => visible(link.to)).map((link) => {
          const current =
            path === link.to ||
            path.startsWith(`${link.to}/`) ||
            (link.also as readonly string[]).includes(path);
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
