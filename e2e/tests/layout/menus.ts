import { expect, type Page } from '@playwright/test';

export type Role =
  'student' | 'parent' | 'advisor' | 'educator' | 'admin' | 'observer' | 'marketing';

/** docs/product.md#shell side menu per role (shell/src/layout/navigation.ts), with where each entry leads. */
const LEARNING = [
  { label: 'Quests', path: '/dashboard' },
  { label: 'Calendar', path: '/calendar' },
  { label: 'Communication', path: '/communication' },
  { label: 'Connections', path: '/connections' },
  { label: 'Profile', path: '/profile' },
];

export const MENUS: Record<Role, { label: string; path: string }[]> = {
  student: LEARNING,
  parent: [
    { label: 'Family Dashboard', path: '/parent/dashboard' },
    { label: 'Calendar', path: '/parent/calendar' },
  ],
  advisor: [
    ...LEARNING,
    { label: 'Advisor', path: '/advisor' },
    { label: 'Reviews', path: '/advisor/reviews' },
  ],
  educator: [...LEARNING, { label: 'Admin', path: '/admin' }],
  admin: [
    ...LEARNING,
    { label: 'Parent Dashboard', path: '/parent/dashboard' },
    { label: 'Admin', path: '/admin' },
  ],
  observer: [{ label: 'Observer feed', path: '/observer' }],
  marketing: [
    { label: 'Leads', path: '/admin/leads' },
    { label: 'Campaigns', path: '/admin/campaigns' },
    { label: 'Profile', path: '/profile' },
  ],
};

export const ROLES = Object.keys(MENUS) as Role[];

/** Is the phone layout showing (the side menu folded into the drawer)? */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 720;

/** The page finished rendering a remote's screen: a heading, no error panel, no spinner. */
export async function expectScreenShown(page: Page): Promise<void> {
  // A remote's first load on a machine busy with builds can take longer than the default.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This part of Optio didn’t load')).toHaveCount(0);
  await expect(page.locator('main .optio-spinner')).toHaveCount(0);
}

/** Opens the menu the way a user on this screen size would, and returns its navigation. */
export async function openMenu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer.getByRole('navigation', { name: 'Menu' });
  }
  const side = page.getByRole('navigation', { name: 'Menu' });
  await expect(side).toBeVisible();
  return side;
}

/**
 * The page does not scroll sideways. Measured against the configured viewport: a mobile browser
 * widens its layout viewport (and so window.innerWidth) to fit content that is too wide.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate((viewport) => {
    // Content of a box that scrolls (or clips) sideways by itself does not widen the page.
    const insideScrollBox = (el: HTMLElement) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    return {
      scroll: document.documentElement.scrollWidth,
      // Name the first offenders, so a failure says where to look.
      culprits: Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > viewport + 1 && !insideScrollBox(el);
        })
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`),
    };
  }, width);
  expect(overflow.culprits, `wider than ${width}px`).toEqual([]);
  expect(overflow.scroll).toBeLessThanOrEqual(width);
}
