import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';

// The interactive demo (/demo, mf-demo), signed out, through the real composed platform.
// Family Recipe Book: communication 75, stem 100, wellness 100, art 75 (350 XP); completing it
// adds round(350 / 2) = 175, split over its 4 pillars as round(43.75) = 44 each.

const heading = (page: Page) => page.locator('#demo-step-heading');
const pillar = (page: Page, name: string) =>
  page.locator(`[data-testid="xp-chart"] [data-pillar="${name}"]`);

async function startAs(page: Page, persona: 'student' | 'parent') {
  await page.goto('/demo?restart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Optio in two minutes');
  await page
    .getByRole('button', { name: persona === 'parent' ? /I’m a parent/ : /I’m a student/ })
    .click();
}

/** Completes every remaining task of the quest on screen, one line of evidence each. */
async function completeAllTasks(page: Page) {
  const inputs = page.getByLabel('What did you do? One line of evidence');
  for (let left = await inputs.count(); left > 0; left--) {
    await inputs.first().fill(`Evidence line ${left}`);
    await page.getByRole('button', { name: 'Complete task' }).first().click();
    await expect(inputs).toHaveCount(left - 1);
  }
}

test('a parent walks the whole demo: XP per pillar, bonus, badge, accredited diploma, portfolio', async ({
  page,
}) => {
  // The demo writes nothing to the API. (The shell's own session check, a refresh-token
  // exchange on each page load, and the shell's runtime report, anonymous counts of which
  // shared versions each remote received, are not the demo's and are left out.)
  const apiWrites: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (
      url.pathname.startsWith('/api/') &&
      r.method() !== 'GET' &&
      url.pathname !== '/api/auth/refresh' &&
      url.pathname !== '/api/platform/events'
    ) {
      apiWrites.push(`${r.method()} ${url.pathname}`);
    }
  });

  await startAs(page, 'parent');
  await expect(heading(page)).toHaveText('Your family’s learning vision');
  await expect(heading(page)).toBeFocused();
  await page.getByLabel('Your learner’s first name (optional)').fill('Leo');
  await page.getByRole('button', { name: 'Show me the accredited Academy path' }).click();
  await expect(
    page.getByText('Academy path chosen: the demo diploma will be accredited.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page)).toHaveText('Pick your quests');
  await expectNoSeriousA11yViolations(page);
  const recipes = page.locator('article[data-quest="family-recipes"]');
  await recipes.getByRole('button', { name: 'Add to my plan' }).click();
  await expect(page.getByText('1 of 4 quests in your plan')).toBeVisible();
  await recipes.getByRole('button', { name: 'Start this quest' }).click();

  await expect(heading(page)).toHaveText('Quest: Family Recipe Book');
  await expect(heading(page)).toBeFocused();
  await page
    .getByLabel('What did you do? One line of evidence')
    .first()
    .fill('Asked Grandma about her tamales');
  await page.getByRole('button', { name: 'Complete task' }).first().click();
  await expect(pillar(page, 'communication')).toContainText('75 XP');
  await completeAllTasks(page);

  await expect(page.getByTestId('task-progress')).toHaveText('4 of 4 tasks complete');
  await expect(page.getByTestId('quest-complete')).toContainText('bonus of 175 XP');
  await expect(pillar(page, 'stem')).toContainText('144 XP');
  await expect(pillar(page, 'wellness')).toContainText('144 XP');
  await expect(pillar(page, 'communication')).toContainText('119 XP');
  await expect(pillar(page, 'art')).toContainText('119 XP');
  await expect(pillar(page, 'civics')).toContainText('0 XP');
  await expect(pillar(page, 'stem')).toContainText('includes 44 bonus');
  await expect(page.getByTestId('xp-total')).toHaveText('Total: 526 XP');
  await expectNoSeriousA11yViolations(page);

  // The demo survives a reload (session storage), on the same step.
  await page.reload();
  await expect(heading(page)).toHaveText('Quest: Family Recipe Book');
  await expect(
    page.getByText('Welcome back! We kept your demo right where you left it.'),
  ).toBeVisible();
  await expect(pillar(page, 'stem')).toContainText('144 XP');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Badge unlocked!');
  await expect(page.getByRole('heading', { level: 3, name: 'Family Historian' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Your diploma, as a byproduct');
  await page.getByRole('button', { name: 'Generate my diploma' }).click();
  const diploma = page.getByTestId('diploma');
  await expect(diploma).toHaveAttribute('data-accredited', 'true');
  await expect(diploma.getByText('Accredited · Optio Academy')).toBeVisible();
  await expect(diploma.getByText('Leo')).toBeVisible();
  await expect(diploma.getByText('526 XP earned')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back on the free plan the same diploma is not accredited.
  await page.getByRole('button', { name: 'Stay on the free plan' }).click();
  await expect(diploma).toHaveAttribute('data-accredited', 'false');
  await page.getByRole('button', { name: 'Show me the accredited Academy path' }).click();
  await expect(diploma).toHaveAttribute('data-accredited', 'true');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Your portfolio, filled automatically');
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked();
  await expect(page.getByTestId('portfolio').locator('li')).toHaveCount(4);
  await expect(page.getByText('Asked Grandma about her tamales')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Ready to make it real?');
  await expect(page.getByText('Step 8 of 8: Make it real')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL(/\/register$/);

  expect(apiWrites).toEqual([]);
});

test('a student gets a diploma that is not accredited, and the demo works by keyboard', async ({
  page,
}) => {
  await page.goto('/demo?restart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Optio in two minutes');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /I’m a student/ }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByText('The accredited Academy option')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  const music = page.locator('article[data-quest="music-composition"]');
  await music.getByRole('button', { name: 'Start this quest' }).click();
  await completeAllTasks(page);
  // music-composition: art 150, stem 75, communication 75; bonus 150 over 3 pillars = 50 each.
  await expect(pillar(page, 'art')).toContainText('200 XP');
  await expect(pillar(page, 'stem')).toContainText('125 XP');
  await expect(pillar(page, 'communication')).toContainText('125 XP');
  await expect(page.getByTestId('xp-total')).toHaveText('Total: 450 XP');

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Generate my diploma' }).click();
  await expect(page.getByTestId('diploma')).toHaveAttribute('data-accredited', 'false');
  await expect(page.getByText('Not accredited · free plan')).toBeVisible();
});

test('corrupt saved demo data is ignored', async ({ page }) => {
  await page.goto('/demo?restart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Optio in two minutes');
  await page.evaluate(() =>
    sessionStorage.setItem('optio.demo.v1', '{"v":1,"state":{"currentStep":6'),
  );
  await page.reload();
  await expect(heading(page)).toHaveText('Who is exploring today?');
  const saved = await page.evaluate(() => sessionStorage.getItem('optio.demo.v1'));
  expect(saved ?? '').not.toContain('"currentStep":6');
});

test('the guard never blocks a signed-in visitor: the demo is a sandbox', async ({ page }) => {
  await signInAs(page, demo('observer'));
  await page.goto('/demo?restart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Optio in two minutes');
  await expect(page.getByText('You’re signed in.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await page.getByRole('button', { name: /I’m a student/ }).click();
  await expect(heading(page)).toHaveText('Learn today, not someday');
});
