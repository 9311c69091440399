import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo } from '../../support/session';
import { pageFor, settled } from './accounts';

// The demo advisor (Marcus Avery) is assigned the demo student (Sam Patel).

// Several browser contexts and polling: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

test('an advisor and their student message each other', async ({ browser }) => {
  const advisor = await pageFor(browser, demo('advisor'));
  const student = await pageFor(browser, demo('student'));
  const note = `Checking in on your week (${Date.now()})`;

  await advisor.goto('/communication');
  await expect(advisor.getByRole('heading', { level: 1, name: 'Communication' })).toBeVisible();
  await advisor
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /Sam Patel/ })
    .click();
  await expect(advisor.getByRole('heading', { name: /Conversation with Sam Patel/ })).toBeVisible();
  await advisor.getByLabel('Message to Sam Patel').fill(note);
  await advisor.getByRole('button', { name: 'Send' }).click();
  await expect(advisor.getByRole('log').getByText(note)).toBeVisible();
  await settled(advisor);
  await expectNoSeriousA11yViolations(advisor);

  await student.goto('/communication');
  await student
    .getByRole('link', { name: /Marcus Avery/ })
    .first()
    .click();
  await expect(
    student.getByRole('heading', { name: /Conversation with Marcus Avery/ }),
  ).toContainText('Advisor');
  await expect(student.getByRole('log').getByText(note)).toBeVisible();
  await student.getByLabel('Message to Marcus Avery').fill('All good, two tasks done!');
  await student.getByRole('button', { name: 'Send' }).click();
  await expect(student.getByRole('log').getByText('All good, two tasks done!')).toBeVisible();

  await advisor.reload();
  await expect(advisor.getByRole('log').getByText('All good, two tasks done!')).toBeVisible();

  await advisor.context().close();
  await student.context().close();
});

test('the Messages and Tutor tabs work with the keyboard and live in the URL', async ({
  browser,
}) => {
  const page = await pageFor(browser, demo('student'));
  await page.goto('/communication');
  const messages = page.getByRole('tab', { name: /Messages/ });
  const tutor = page.getByRole('tab', { name: 'Tutor' });
  await expect(messages).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: /Messages/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await messages.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tutor).toBeFocused();
  await expect(tutor).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=tutor/);
  await page.keyboard.press('Home');
  await expect(messages).toBeFocused();
  await expect(page).not.toHaveURL(/tab=tutor/);
  await page.keyboard.press('End');
  await expect(tutor).toHaveAttribute('aria-selected', 'true');

  // A deep link opens the Tutor tab directly.
  await page.goto('/communication?tab=tutor');
  await expect(page.getByRole('tab', { name: 'Tutor' })).toHaveAttribute('aria-selected', 'true');
  // The panel's content belongs to the tutor feature (e2e/tests of its own); here only that it
  // is the labelled, visible panel.
  await expect(page.getByRole('tabpanel', { name: 'Tutor' })).toBeVisible();

  // Connections for a parent explains that friends are for students.
  await page.context().close();
  const parent = await pageFor(browser, demo('parent'));
  await parent.goto('/connections');
  await expect(parent.getByText(/Friends are for students/)).toBeVisible();
  await expectNoSeriousA11yViolations(parent);
  await parent.context().close();
});
