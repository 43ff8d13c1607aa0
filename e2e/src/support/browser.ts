import { chromium, Browser, BrowserContext, Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser. The background-networking flags keep it off the (closed) network.
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  return { context, page };
}

export const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
