import type { Role } from '@optio/contracts';

export interface MenuEntry {
  to: string;
  labelKey: string;
}

/** docs/product.md#shell: the Dashboard tab is highlighted on exactly these paths. */
export const DASHBOARD_TAB_PATHS = [
  '/dashboard',
  '/connections',
  '/diploma',
  '/profile',
  '/badges',
  '/admin',
  '/communication',
  '/calendar',
];

export function isDashboardTabActive(pathname: string): boolean {
  return DASHBOARD_TAB_PATHS.includes(pathname);
}

export function isQuestsTabActive(pathname: string): boolean {
  return pathname === '/quests' || pathname.startsWith('/quests/');
}

/**
 * The side menu by role (docs/product.md#shell). Advisors also get their workspace (the product
 * names no entry for it, but /advisor must be reachable without typing the address).
 */
export function menuFor(role: Role): MenuEntry[] {
  if (role === 'parent') {
    // A parent's Calendar is their children's due dates (mf-parent), not a learner's own.
    return [
      { to: '/parent/dashboard', labelKey: 'menu.familyDashboard' },
      { to: '/parent/calendar', labelKey: 'menu.calendar' },
    ];
  }
  // Observers only read a followed child's shared work (issue #8): nothing else to navigate to.
  if (role === 'observer') return [{ to: '/observer', labelKey: 'menu.observerFeed' }];
  // Marketing works the leads inbox and the campaign report in the admin area (issue #22), and
  // nothing else of it: no users, safety or settings.
  if (role === 'marketing') {
    return [
      { to: '/admin/leads', labelKey: 'menu.leads' },
      { to: '/admin/campaigns', labelKey: 'menu.campaigns' },
      { to: '/profile', labelKey: 'menu.profile' },
    ];
  }
  const entries: MenuEntry[] = [
    { to: '/dashboard', labelKey: 'menu.quests' },
    { to: '/calendar', labelKey: 'menu.calendar' },
    { to: '/communication', labelKey: 'menu.communication' },
    { to: '/connections', labelKey: 'menu.connections' },
    { to: '/profile', labelKey: 'menu.profile' },
  ];
  if (role === 'advisor') {
    entries.push({ to: '/advisor', labelKey: 'menu.advisor' });
    // Issue #15: the work waiting for the advisor's review, one click from anywhere.
    entries.push({ to: '/advisor/reviews', labelKey: 'menu.reviews' });
  }
  if (role === 'admin') {
    entries.push({ to: '/parent/dashboard', labelKey: 'menu.parentDashboard' });
    entries.push({ to: '/admin', labelKey: 'menu.admin' });
  }
  // Educators are admin-like (docs/product.md#role-flags): the admin area shows them its read-only and catalogue
  // screens (mf-admin/README.md); they have no parent dashboard.
  if (role === 'educator') entries.push({ to: '/admin', labelKey: 'menu.admin' });
  return entries;
}

/**
 * The one entry to highlight: the longest whose path is the page's or a parent of it (so on
 * /advisor/reviews only Reviews, not Advisor too); Quests (/dashboard) only on its own path.
 */
export function activeMenuPath(entries: MenuEntry[], pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entries
    .filter((e) =>
      e.to === '/dashboard' ? path === e.to : path === e.to || path.startsWith(`${e.to}/`),
    )
    .reduce<string | undefined>(
      (best, e) => (best && best.length >= e.to.length ? best : e.to),
      undefined,
    );
}
