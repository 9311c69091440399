import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { demo, signInAs } from '../../support/session';

// Issue #16: the demo student downloads a signed badge credential, anyone checks it on /verify,
// and a changed copy reports tampered.

test.describe.configure({ timeout: 120_000 });

/** Claims Family Historian (claimable at once in the demo data) unless an earlier spec did. The
 * name is matched exactly: advisor-badges.spec creates badges named "Family Historian <suffix>". */
async function claimFamilyHistorian(page: Page): Promise<void> {
  await page.goto('/badges');
  await page.getByRole('link', { name: 'Family Historian', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Family Historian', exact: true }),
  ).toBeVisible();
  const claim = page.getByRole('button', { name: 'Claim badge' });
  if (await claim.isVisible()) await claim.click();
  await expect(page.getByRole('status')).toContainText('You claimed this badge on');
}

/** Clicks a PDF download button; the file must be a PDF of a printable size. */
async function downloadPdf(page: Page, button: Locator): Promise<{ name: string }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);
  expect(bytes.length).toBeLessThan(2_000_000);
  return { name: download.suggestedFilename() };
}

async function verifyPasted(page: Page, json: string) {
  await page.getByLabel('Credential JSON').fill(json);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  return page.getByTestId('verify-result');
}

test('a downloaded badge credential verifies; a changed copy is tampered', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo('student'));
  await claimFamilyHistorian(page);
  await page.goto('/badges');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Download verifiable credential (JSON): Family Historian' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('optio-badge-family-historian.json');
  const json = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(json)).toMatchObject({ type: ['VerifiableCredential', 'OpenBadgeCredential'] });

  // The printable copies: a PDF of the badge, and of the transcript.
  const badgePdf = await downloadPdf(
    page,
    page.getByRole('button', { name: 'Download as PDF with QR code: Family Historian' }),
  );
  expect(badgePdf.name).toBe('optio-badge-family-historian.pdf');
  await page.goto('/transcript');
  const transcriptPdf = await downloadPdf(
    page,
    page.getByRole('button', { name: 'Download as PDF with QR code', exact: true }),
  );
  expect(transcriptPdf.name).toBe('optio-transcript-credential.pdf');

  // The diploma is not signed off in the demo data: the API's refusal is shown as it is.
  await page.goto('/diploma');
  await page.getByRole('button', { name: 'Download verifiable credential (JSON)' }).click();
  await expect(page.getByRole('alert')).toContainText('The diploma has not been signed off yet');

  // Anyone, signed out, checks it.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto('/verify');
  await expect(anon.getByRole('heading', { level: 1, name: 'Verify a credential' })).toBeVisible();
  const valid = await verifyPasted(anon, json);
  await expect(valid).toHaveAttribute('data-state', 'valid');
  await expect(valid).toContainText('Valid');
  await expect(valid).toContainText('Family Historian');
  await expect(valid).toContainText('Optio');
  await expectNoSeriousA11yViolations(anon);

  const tampered = await verifyPasted(anon, json.replace('Family Historian', 'Family Historiam'));
  await expect(tampered).toHaveAttribute('data-state', 'tampered');
  await expect(tampered).toContainText('Tampered');
  await expect(anon.getByTestId('verify-reason')).not.toBeEmpty();

  // Not JSON: said before anything is sent.
  await anon.getByLabel('Credential JSON').fill('{"id": ');
  await anon.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(anon.getByRole('alert')).toContainText('This is not valid JSON');

  // An address elsewhere: the page says to paste the JSON instead.
  await anon.goto('/verify?url=https%3A%2F%2Felsewhere.example%2Fcredentials%2F1');
  await expect(anon.getByTestId('verify-result')).toHaveAttribute('data-state', 'invalid');
  await expect(anon.getByTestId('verify-reason')).toContainText('paste the credential JSON');
  await visitor.close();
});
