import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/env';
import { demo } from '../../support/session';
import { apiAs, checkA11y } from '../family/helpers';

/**
 * Issue #22's privacy choice: from the footer of any page a visitor refuses (or allows) the
 * first-touch campaign cookie; a refusal means no cookie and no counted visit. Counts are read
 * through the marketing API, as marketing@optio.test.
 */
test.setTimeout(120_000);

const PROMO = '/promo/credit-tracker';
const today = () => new Date().toISOString().slice(0, 10);

async function visitsOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  page: string,
  campaign: string,
): Promise<number> {
  const res = await request.get(`/api/marketing/campaigns?from=${today()}&to=${today()}`, {
    headers,
  });
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as {
    rows: { page: string; campaign: string | null; visits: number }[];
  };
  return rows.find((r) => r.page === page && r.campaign === campaign)?.visits ?? 0;
}

const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

/** The footer's button, once the app has taken the prerendered markup over (it is enabled). */
async function privacyButton(page: Page) {
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  return button;
}

/** Every beacon the page sends from now on. */
function beacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/campaigns/visit')) sent.push(r.url());
  });
  return sent;
}

/** Picks an option with the keyboard and saves: focus never leaves the dialog. */
async function chooseWithKeyboard(
  page: Page,
  option: 'Essential only' | 'Allow campaign attribution',
) {
  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  const radio = dialog.getByRole('radio', { name: option });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  const save = dialog.getByRole('button', { name: 'Save choice' });
  for (let i = 0; i < 8 && !(await save.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expect(save).toBeFocused();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/privacy-choice'));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

test('"Essential only" keeps no campaign cookie and counts no visit; "Allow" does both', async ({
  browser,
  request,
}) => {
  const marketing = await apiAs(request, demo('marketing'), DEMO_PASSWORD);
  const campaign = `privacy-${Date.now()}`;
  const arrival = `${PROMO}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
  const context = await browser.newContext();
  const page = await context.newPage();

  // Keyboard only: from the theme switch, Tab reaches "Privacy choices" and Enter opens it.
  await page.goto('/');
  const button = await privacyButton(page);
  await page.getByRole('contentinfo').getByLabel('Theme').focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('which page and campaign brought you');
  await expect(dialog).toContainText('We use no third-party trackers');
  // Before any choice the campaign cookie is allowed, and the dialog says so.
  await expect(dialog.getByRole('radio', { name: 'Allow campaign attribution' })).toBeChecked();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await checkA11y(page);

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await chooseWithKeyboard(page, 'Essential only');
  await expect(button).toBeFocused();
  expect((await cookieNamed(context, 'optio_privacy'))?.value).toBe('essential');

  // Arriving from the campaign now sends no beacon, keeps no cookie and counts nothing.
  const refused = beacons(page);
  await page.goto(arrival);
  await privacyButton(page);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(await cookieNamed(context, 'optio_first_touch')).toBeUndefined();
  expect(await visitsOf(request, marketing, PROMO, campaign)).toBe(0);

  // The dialog shows the choice made; allowing campaign attribution counts the next arrival.
  await (await privacyButton(page)).click();
  await expect(dialog.getByRole('radio', { name: 'Essential only' })).toBeChecked();
  await chooseWithKeyboard(page, 'Allow campaign attribution');
  expect((await cookieNamed(context, 'optio_privacy'))?.value).toBe('campaigns');
  const counted = page.waitForResponse((r) => r.url().includes('/api/campaigns/visit'));
  await page.goto(arrival);
  expect(await (await counted).json()).toEqual({ counted: true });
  expect((await cookieNamed(context, 'optio_first_touch'))?.value).toContain(campaign);
  expect(await visitsOf(request, marketing, PROMO, campaign)).toBe(1);

  // Choosing "Essential only" again deletes the campaign cookie already kept.
  await (await privacyButton(page)).click();
  await chooseWithKeyboard(page, 'Essential only');
  expect(await cookieNamed(context, 'optio_first_touch')).toBeUndefined();
  await context.close();
});

test('a promo page reached inside the app is counted once per session', async ({
  browser,
  request,
}) => {
  const marketing = await apiAs(request, demo('marketing'), DEMO_PASSWORD);
  const campaign = `inapp-${Date.now()}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const sent = beacons(page);

  // The landing's visit keeps the campaign as the first touch; a route change to the promo
  // page is counted under it.
  await page.goto(`/?utm_campaign=${campaign}`);
  await privacyButton(page);
  const promoCounted = page.waitForResponse((r) => r.url().includes('page=%2Fpromo%2Fcredit'));
  await page.getByRole('link', { name: 'See a sample transcript and credit report' }).click();
  await expect(page).toHaveURL(PROMO);
  expect((await promoCounted).status()).toBe(200);

  // Back and forth again inside the app: neither page is counted twice.
  await page.goBack();
  await expect(page).toHaveURL(`/?utm_campaign=${campaign}`);
  await page.getByRole('link', { name: 'See a sample transcript and credit report' }).click();
  await expect(page).toHaveURL(PROMO);
  await page.waitForLoadState('networkidle');
  expect(sent.map((url) => new URL(url).searchParams.get('page'))).toEqual(['/', PROMO]);
  expect(await visitsOf(request, marketing, PROMO, campaign)).toBe(1);
  expect(await visitsOf(request, marketing, '/', campaign)).toBe(1);
  await context.close();
});

test('a browser sending Global Privacy Control is honoured, and said so', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await context.newPage();
  const sent = beacons(page);
  await page.goto(`${PROMO}?utm_campaign=gpc-${Date.now()}`);
  await (await privacyButton(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  await expect(dialog).toContainText('Global Privacy Control');
  await expect(dialog.getByRole('radio', { name: 'Essential only' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Allow campaign attribution' })).toBeDisabled();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  expect(await cookieNamed(context, 'optio_first_touch')).toBeUndefined();
  await context.close();
});

test('the privacy choice fits a 390 px phone, in Spanish too', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await (await privacyButton(page)).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page);
  await page.keyboard.press('Escape');

  await page.getByRole('contentinfo').getByLabel('Language').selectOption('es');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Opciones de privacidad' })
    .click();
  const es = page.getByRole('dialog', { name: 'Opciones de privacidad' });
  await expect(es.getByRole('radio', { name: 'Solo esenciales' })).toBeVisible();
  await expect(es.getByRole('radio', { name: 'Permitir la atribución de campañas' })).toBeVisible();
  await checkA11y(page);
  await context.close();
});
