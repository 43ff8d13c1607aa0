import { Injectable } from '@nestjs/common';
import { PaymentProviderHealth, PaymentProviderStatus } from '@app/nest-common';
import { StripeClient } from './stripe-client';

/** The PaymentProviderStatus port: one real SDK call (GET /v1/account) with a short timeout. */
@Injectable()
export class StripeProviderStatus extends PaymentProviderStatus {
  constructor(private readonly client: StripeClient) {
    super();
  }

  async check(timeoutMs: number): Promise<PaymentProviderHealth> {
    const mode = this.client.mode;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const account = await Promise.race([
        this.client.stripe.accounts.retrieveCurrent(undefined, { timeout: timeoutMs, maxNetworkRetries: 0 }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      const info = { mode, account: account.id, latencyMs: String(Math.round(performance.now() - started)) };
      const label = mode === 'simulator' ? 'the embedded Stripe simulator' : `Stripe (${mode} mode)`;
      return { status: 'Healthy', statusMessage: `Connected to ${label}`, additionalInfo: info };
    } catch (error) {
      return { status: 'Error', statusMessage: (error as Error).message, additionalInfo: { mode, latencyMs: String(Math.round(performance.now() - started)) } };
    } finally {
      clearTimeout(timer);
    }
  }
}
