import { ZOutboxResponse } from '@confirma/contracts/outbox';
import type { Page } from 'playwright-core';

/**
 * Polls the outbox until `pick` finds what it wants in the newest message to `to` on
 * `channel` (the delivery job runs in the background), for up to 20 s.
 */
export async function awaitOutbox<T>(
  baseUrl: string,
  to: string,
  channel: 'email' | 'sms',
  pick: (text: string) => T | null | undefined,
): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(
      `${baseUrl}/api/dev/outbox?channel=${channel}&to=${encodeURIComponent(to)}`,
    );
    const [message] = ZOutboxResponse.parse(await response.json()).messages;
    const found = message ? pick(message.text) : null;
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`nothing expected in the ${channel} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of the newest e-mail to `to`, once the mail job has put it in the outbox. */
export function mailedLink(baseUrl: string, to: string): Promise<string> {
  return awaitOutbox(baseUrl, to, 'email', (text) => /https?:\/\/\S+/.exec(text)?.[0]);
}

/** Fills the register form (the page must be on /registerpage) and sends it. */
export async function registerThroughForm(
  page: Page,
  form: { name: string; email: string; password: string },
) {
  await page.locator('input[name="name"]').fill(form.name);
  await page.locator('input[name="email"]').fill(form.email);
  await page.locator('input[name="password"]').fill(form.password);
  await page.locator('input[name="repeatPassword"]').fill(form.password);
  await page.locator('input[name="acceptPolicy"]').check();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/loginpage/);
}

/** Fills the login form (the page must be on /loginpage) and waits for My Account. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/profilepage/);
}
