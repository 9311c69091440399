import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';

/**
 * Issue #17 item 5: the shell's MF runtime plugin reports what each remote received, and the
 * admin's Platform page shows per remote its health, skew and errors per version, history,
 * canary, Rollback and Promote.
 */

// A remote version no real build carries, so these rows are ours whatever else ran before.
const OLD_BUILD = `0.9.${Date.now() % 100000}`;

async function postEvents(request: APIRequestContext, body: unknown) {
  const csrf = (await (await request.get('/api/auth/csrf')).json()) as { csrf_token: string };
  const res = await request.post('/api/platform/events', {
    data: body,
    headers: { 'X-CSRF-Token': csrf.csrf_token },
  });
  expect(res.status()).toBe(202);
}

const remoteSection = (page: Page, app: string) =>
  page.getByRole('region', { name: app, exact: true });

test('the runtime plugin reports what the admin remote received; the page shows health, skew and errors per version', async ({
  page,
}) => {
  await signInAs(page, demo('admin'));
  // Loading mf-admin makes its MF instance take its shared packages: the plugin posts them.
  const reported = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/platform/events') &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes('"mf_admin"'),
    { timeout: 20_000 },
  );
  await page.goto('/admin/platform');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform');
  const report = await reported;
  expect(report.status()).toBe(202);
  const sent = report.request().postDataJSON() as {
    shared: { remote: string; package: string }[];
  };
  expect(sent.shared).toEqual(
    expect.arrayContaining([expect.objectContaining({ remote: 'mf_admin', package: 'react' })]),
  );
  // Nothing personal: no user, address or page in what was sent.
  expect(JSON.stringify(sent)).not.toMatch(/@optio\.test|\/admin|http/);

  // A browser elsewhere ran an old mf-student build that got another react and failed once.
  await postEvents(page.request, {
    shared: [
      {
        remote: 'mf_student',
        remote_version: OLD_BUILD,
        package: 'react',
        version: '18.0.0',
        count: 1,
      },
    ],
    errors: [{ remote: 'mf_student', remote_version: OLD_BUILD, code: 'RUNTIME-003', count: 2 }],
  });
  await page.reload();

  const student = remoteSection(page, 'mf-student');
  await expect(student.getByText('Reachable')).toBeVisible();
  const skew = student.getByRole('region', { name: 'Shared-version skew' });
  await expect(
    skew.getByRole('row').filter({ hasText: OLD_BUILD }).filter({ hasText: '18.0.0' }),
  ).toBeVisible();
  const errors = student.getByRole('region', { name: 'Errors per version' });
  await expect(
    errors.getByRole('row').filter({ hasText: OLD_BUILD }).filter({ hasText: 'RUNTIME-003' }),
  ).toContainText('2');
  // The admin remote itself: reachable, and no skew (it received the shell's versions).
  const admin = remoteSection(page, 'mf-admin');
  await expect(admin.getByText('Reachable')).toBeVisible();
  await expect(admin.getByText(/No skew reported/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an educator keeps the registry check and never sees release actions', async ({ page }) => {
  await signInAs(page, demo('educator'));
  await page.goto('/admin/platform');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform');
  await expect(page.getByRole('row').filter({ hasText: 'mf_admin' })).toContainText('Healthy');
  await expect(page.getByRole('button', { name: 'Roll back' })).toHaveCount(0);
  const health = await page.request.get('/api/admin/platform/health');
  expect([401, 403]).toContain(health.status());
});

test('with no release made, Rollback and Promote are disabled and say why', async ({ page }) => {
  // Releases are made only by the resilience project (e2e/tests/resilience/releases.spec.ts,
  // which also rolls back and promotes from this page); here every app serves its dist/ as built.
  await signInAs(page, demo('admin'));
  const releases = page.waitForResponse((r) => r.url().endsWith('/api/admin/platform/releases'));
  await page.goto('/admin/platform');
  expect((await releases).status()).toBe(200);
  const section = remoteSection(page, 'mf-public');
  await expect(
    section.getByRole('region', { name: 'Release history' }).getByText('No releases recorded.'),
  ).toBeVisible();
  await expect(section.getByText('No canary', { exact: true })).toBeVisible();
  const rollback = section.getByRole('button', { name: 'Roll back' });
  await expect(rollback).toBeDisabled();
  await expect(rollback).toHaveAccessibleDescription('No earlier release to roll back to.');
  const promote = section.getByRole('button', { name: 'Promote canary' });
  await expect(promote).toBeDisabled();
  await expect(promote).toHaveAccessibleDescription('No canary running to promote.');
  await expectNoSeriousA11yViolations(page);
});
