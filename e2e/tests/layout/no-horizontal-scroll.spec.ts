import { test } from '@playwright/test';
import { demo, signInAs } from '../../support/session';
import { expectNoHorizontalScroll, expectScreenShown, isPhone, type Role } from './menus';

// axe on a full page, on a 2-core machine shared with builds, can take tens of seconds.
test.describe.configure({ timeout: 240_000 });

// The narrowest phone we design for. Each role's main pages (its menu, plus the screens one click
// away) must fit without sideways scrolling.
const MAIN_PAGES: Record<Role | 'visitor', string[]> = {
  visitor: ['/', '/login', '/register', '/forgot-password', '/promo', '/demo'],
  student: [
    '/dashboard',
    '/quests',
    '/calendar',
    '/communication',
    '/connections',
    '/profile',
    '/badges',
    '/badge-progress',
    '/credits',
    '/transcript',
    '/diploma',
    '/constellation',
  ],
  parent: ['/parent/dashboard', '/parent/calendar', '/quests'],
  observer: ['/observer'],
  advisor: ['/advisor', '/advisor/reviews', '/dashboard'],
  educator: ['/admin', '/admin/users', '/admin/quests'],
  admin: ['/admin', '/admin/users', '/admin/audit', '/admin/settings', '/parent/dashboard'],
  marketing: ['/admin/leads', '/admin/campaigns'],
};

test.use({ viewport: { width: 360, height: 740 } });

for (const [role, paths] of Object.entries(MAIN_PAGES)) {
  test(`${role}: main pages fit 360 px without horizontal scrolling`, async ({ page }) => {
    test.skip(!isPhone(page), 'phone project only');
    if (role !== 'visitor') await signInAs(page, demo(role as Role));
    for (const path of paths) {
      await page.goto(path);
      await expectScreenShown(page);
      await test.step(path, () => expectNoHorizontalScroll(page));
    }
  });
}
