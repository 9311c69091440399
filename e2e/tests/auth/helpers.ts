import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { latestMailTo as harnessLatestMailTo } from '../../support/mailbox';

/**
 * The newest mail to `to`: from the harness's mailbox, or from `AUTH_E2E_MAILBOX` when this
 * suite runs against its own server (so it can run beside another e2e run).
 */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const own = process.env.AUTH_E2E_MAILBOX;
  if (!own) return harnessLatestMailTo(to, timeoutMs);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(own)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // not there yet
    }
    for (const file of files) {
      const raw = readFileSync(join(own, file), 'utf8');
      const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
      if (header.toLowerCase().includes(`to: ${to}`.toLowerCase()) || header.includes(`<${to}>`)) {
        return raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A unique address per call, so tests never collide in the shared database. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const STRONG_PASSWORD = 'Learn-Today-2026!';
export const OTHER_STRONG_PASSWORD = 'Progress-Over-Perfection-7#';

/** The auth card (form-level alerts live here; toasts do not). */
export function card(page: Page): Locator {
  return page.locator('.auth-card');
}

/** A toast raised through sonner. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** An ISO date `years` years before today (UTC). */
export function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - extraDays);
  return d.toISOString().slice(0, 10);
}

export interface Registrant {
  first: string;
  last: string;
  email: string;
  dob: string;
  parentEmail?: string;
  password?: string;
}

/** Fills and submits the registration form. */
export async function fillRegistration(page: Page, r: Registrant): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(r.first);
  await page.getByLabel('Last name', { exact: true }).fill(r.last);
  await page.getByLabel('Email', { exact: true }).fill(r.email);
  await page.getByLabel('Date of birth', { exact: true }).fill(r.dob);
  if (r.parentEmail)
    await page.getByLabel('Parent/guardian email', { exact: true }).fill(r.parentEmail);
  await page.getByLabel('Password', { exact: true }).fill(r.password ?? STRONG_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(r.password ?? STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
}

export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function expectOnDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
}
