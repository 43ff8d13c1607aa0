#!/usr/bin/env node
// The first admin screen as a browser downloads it (issue 12): Debian's Chromium (playwright-core) opens the BUILT
// product's sign-in page in a fresh profile (empty cache), signs in as the administrator and waits for the first admin
// screen (Companies, with its table). Counted: the bytes of JavaScript on the wire, as received (compressed), and the
// same files uncompressed; the budget is 250 KB compressed. Prints one JSON line; exits 1 over budget.
const { join } = require('path');
const { chromium } = require('playwright-core');
const { startProduct } = require(join(__dirname, '..', 'e2e', 'src', 'support', 'product.js'));

const BUDGET_BYTES = 250 * 1024;
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

async function main() {
  const product = await startProduct({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: product.baseUrl });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const response = await request.response();
      const sizes = await request.sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(request.url()).pathname, wire: sizes.responseBodySize, decoded: body.length, encoding: response.headers()['content-encoding'] ?? 'identity' });
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/companies');
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    const wire = scripts.reduce((s, f) => s + f.wire, 0);
    const decoded = scripts.reduce((s, f) => s + f.decoded, 0);
    const largest = [...scripts].sort((a, b) => b.wire - a.wire).slice(0, Number(process.env.FIRST_SCREEN_LIST || 5)).map((f) => ({ url: f.url, wireKB: Number((f.wire / 1024).toFixed(1)), encoding: f.encoding }));
    const meets = wire <= BUDGET_BYTES;
    console.log(
      JSON.stringify({
        name: 'first-admin-screen-js',
        files: scripts.length,
        wireKB: Number((wire / 1024).toFixed(1)),
        decodedKB: Number((decoded / 1024).toFixed(1)),
        budgetKB: BUDGET_BYTES / 1024,
        ratioToBudget: Number((wire / BUDGET_BYTES).toFixed(3)),
        bound: '<= 250 KB of JavaScript on the wire',
        meetsBound: meets,
        largest,
        browser: `chromium ${browser.version()}`,
      }),
    );
    if (!meets) process.exitCode = 1;
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
