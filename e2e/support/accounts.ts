import { ZOutboxResponse } from '@confirma/contracts/outbox';
import type { Page } from 'playwright-core';

/** The first link of the newest e-mail to `to`, once the mail job has put it in the outbox. */
export async function mailedLink(baseUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(
      `${baseUrl}/api/dev/outbox?channel=email&to=${encodeURIComponent(to)}`,
    );
    const [mail] = ZOutboxResponse.parse(await response.json()).messages;
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no e-mail with a link to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
