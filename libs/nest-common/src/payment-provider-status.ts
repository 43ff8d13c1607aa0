/** Result of one real call to the payment provider (Technical Status "payment provider connectivity"). */
export interface PaymentProviderHealth {
  status: 'Healthy' | 'Warning' | 'Error';
  statusMessage: string;
  additionalInfo: Record<string, string>;
}

/**
 * Port owned by the billing module: it makes a real SDK call (embedded simulator or Stripe) with a short timeout.
 * Technical's status check injects it instead of reading Stripe's settings itself.
 */
export abstract class PaymentProviderStatus {
  abstract check(timeoutMs: number): Promise<PaymentProviderHealth>;
}
