import { chromium, Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser. The background-networking flags keep it off the (closed) network.
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Content-Security-Policy violations seen by any page since the last take (e2e/src/support/csp.ts fails a test on one). */
const cspViolations: string[] = [];

export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { context, page };
}

export const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the sign-in page and signs in (the administrator by default); the caller waits for where that leads. */
export async function openLoginAndSignIn(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await page.goto('/login');
  await signIn(page, email, password);
}

/** Where the administrator lands after signing in from the sign-in page. */
export const ADMIN_LANDING = '**/admin/companies';

/** Signs in as the administrator from the sign-in page and waits for the landing page (Companies). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await openLoginAndSignIn(page);
  await page.waitForURL(ADMIN_LANDING);
}

/** A new context and page, signed in as the administrator. */
export async function newAdminPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, baseURL, options);
  await signInAsAdmin(opened.page);
  return opened;
}
