import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startProduct } = require('./product');

export type Product = { baseUrl: string; stop(): Promise<void>; output(): string };
export interface Running {
  product: Product;
  browser: Browser;
}

/** Starts the built product (fresh database) and Chromium for the enclosing describe block; stops both after it. */
export function startProductAndBrowser(env: Record<string, string> = {}): Running {
  const running = {} as Running;
  beforeAll(async () => {
    running.product = await startProduct(env);
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.product?.stop();
  });
  return running;
}
