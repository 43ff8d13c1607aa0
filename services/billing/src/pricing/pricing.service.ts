import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { PricingConfig, PricingConfigAnswer, STRIPE_CURRENCY } from '@app/contracts';
import { isUniqueViolation, auditedCallEnded } from '@app/nest-common';
import { StripeClient } from '../stripe/stripe-client';
import { PRICE_KIND } from '../subscriptions/subscription-rules';
import { PricingConfigDto } from './dto/pricing-config.dto';
import { PricingVersionEntity } from './entities/pricing-version.entity';
import { PricingRepository } from './pricing.repository';
import { lookupKeys, toPence, toPounds } from './pricing-rules';

export const PRODUCT_NAME = 'Payroll subscription';

export function toPricingConfig(row: PricingVersionEntity): PricingConfig {
  return {
    configured: true,
    basePriceMonthly: toPounds(row.baseAmountPence),
    perEmployeePriceMonthly: toPounds(row.perEmployeeAmountPence),
    currency: 'gbp',
    basePriceId: row.basePriceId,
    perEmployeePriceId: row.perEmployeePriceId,
    productId: row.productId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Pricing configuration (spec 2 "Pricing"): each update creates two new recurring monthly GBP prices at Stripe
 * (versioned lookup keys), stores them as a new version and archives the previous prices. Existing subscriptions
 * keep the prices they were created with.
 */
@Injectable()
export class PricingService {
  private readonly logger = new Logger('Pricing');
  /** Updates run one at a time in this process (a double click makes two versions, in order). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pricing: PricingRepository,
    private readonly stripeClient: StripeClient,
  ) {}

  async current(): Promise<PricingConfigAnswer> {
    const row = await this.pricing.latest();
    return row ? toPricingConfig(row) : { configured: false };
  }

  currentRow(): Promise<PricingVersionEntity | null> {
    return this.pricing.latest();
  }

  update(dto: PricingConfigDto): Promise<PricingConfig> {
    const run = this.queue.then(() => this.createVersion(dto));
    // The next update starts once this one is committed (an audited call commits after the handler answers).
    const committed = auditedCallEnded();
    this.queue = run.then(() => committed).catch(() => committed);
    return run;
  }

  private async createVersion(dto: PricingConfigDto): Promise<PricingConfig> {
    const stripe = this.stripeClient.stripe;
    const previous = await this.pricing.latest();
    const version = (previous?.version ?? 0) + 1;
    const basePence = toPence(dto.basePriceMonthly);
    const perEmployeePence = toPence(dto.perEmployeePriceMonthly);
    // The first update creates the product (the key makes a retried first update create one product).
    const productId = previous?.productId ?? (await stripe.products.create({ name: PRODUCT_NAME, metadata: { app: 'payroll-admin' } }, { idempotencyKey: `billing-product-${PRODUCT_NAME}` })).id;
    const keys = lookupKeys(version);
    const price = (kind: string, nickname: string, amount: number, lookupKey: string) =>
      stripe.prices.create(
        {
          product: productId,
          currency: STRIPE_CURRENCY,
          unit_amount: amount,
          recurring: { interval: 'month' },
          lookup_key: lookupKey,
          transfer_lookup_key: true,
          nickname,
          metadata: { kind, version: String(version) },
        },
      );
    const base = await price(PRICE_KIND.base, 'Base monthly', basePence, keys.base);
    const perEmployee = await price(PRICE_KIND.perEmployee, 'Per employee monthly', perEmployeePence, keys.perEmployee);

    let stored: PricingVersionEntity;
    try {
      stored = await this.pricing.insert({
        version,
        productId,
        basePriceId: base.id,
        perEmployeePriceId: perEmployee.id,
        baseAmountPence: basePence,
        perEmployeeAmountPence: perEmployeePence,
        currency: STRIPE_CURRENCY,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another instance stored this version meanwhile: ours must not stay sellable.
      await this.archive([base.id, perEmployee.id]);
      throw new ConflictException('The pricing was changed by someone else meanwhile: reload it and try again');
    }
    if (previous) await this.archive([previous.basePriceId, previous.perEmployeePriceId]);
    return toPricingConfig(stored);
  }

  private async archive(priceIds: string[]): Promise<void> {
    for (const id of priceIds) {
      try {
        await this.stripeClient.stripe.prices.update(id, { active: false });
      } catch (error) {
        this.logger.warn(`Could not archive price ${id}: ${(error as Error).message}`);
      }
    }
  }
}
