import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/env';
import { demo, signInAs } from '../../support/session';
import { expectScreenShown } from './menus';

// axe on a full page, on a 2-core machine shared with builds, can take tens of seconds.
test.describe.configure({ timeout: 240_000 });

interface Credits {
  total_earned: number;
  total_required: number;
}

// docs/product.md#shell keeps the menu as it is; the student dashboard is where every records screen starts.
test('the student dashboard links to every records screen with a glance of each', async ({
  page,
  request,
}) => {
  await signInAs(page, demo('student'));
  await page.goto('/dashboard');
  await expectScreenShown(page);
  const records = page.getByRole('region', { name: 'Your records' });
  await expect(records).toBeVisible();

  // The glances are the API's own figures.
  const credits = (await (
    await request.get('/api/records/credits', {
      headers: { Authorization: `Bearer ${await accessToken(request)}` },
    })
  ).json()) as Credits;
  const one = (n: number) => n.toFixed(1);
  await expect(records.getByTestId('glance-credits')).toHaveText(
    `${one(credits.total_earned)} of ${one(credits.total_required)} credits`,
  );
  await expect(records.getByTestId('glance-badgeProgress')).toHaveText(/^\d+ badges? in progress$/);
  await expect(records.getByTestId('glance-transcript')).toHaveText(/^[\d,]+ XP on record$/);
  await expect(records.getByTestId('glance-constellation')).toHaveText(/^\d+ stars?$/);

  const screens = [
    { link: 'Badges', path: '/badges' },
    { link: 'Badge progress', path: '/badge-progress' },
    { link: 'Credits', path: '/credits' },
    { link: 'Transcript', path: '/transcript' },
    { link: 'Diploma', path: '/diploma' },
    { link: 'Constellation', path: '/constellation' },
    { link: 'Portfolio', path: '/profile#portfolio' },
  ];
  for (const screen of screens) {
    await page.goto('/dashboard');
    await records.getByRole('link', { name: new RegExp(`^${screen.link}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path.replace('#', '#?')}$`));
    await expectScreenShown(page);
  }
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 2 })).toBeInViewport();
});

test('parents and staff are not offered learner actions on a quest', async ({ page }) => {
  await signInAs(page, demo('parent'));
  await page.goto('/quests');
  await page
    .getByRole('link', { name: /Compose Your First Song/ })
    .first()
    .click();
  await expectScreenShown(page);
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pick up/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Set down/ })).toHaveCount(0);
});

/** An access token of the demo student from a session of its own (the page's stays untouched). */
async function accessToken(request: APIRequestContext): Promise<string> {
  const csrf = ((await (await request.get('/api/auth/csrf')).json()) as { csrf_token: string })
    .csrf_token;
  const res = await request.post('/api/auth/login', {
    data: { email: demo('student'), password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': csrf },
  });
  return ((await res.json()) as { app_access_token: string }).app_access_token;
}
