import { IsIn, IsISO8601, IsNotEmpty, ValidateIf } from 'class-validator';
import type { UpdateSubscriptionRequest } from '@app/contracts';

export const SUBSCRIPTION_MESSAGES = {
  planRequired: 'Please select a subscription plan',
  planInvalid: 'Subscription plan must be Standard or Premium',
  startRequired: 'Start date is required',
  startInvalid: 'Start date must be a valid date (YYYY-MM-DD)',
  endInvalid: 'End date must be a valid date (YYYY-MM-DD) or empty for unlimited',
  endBeforeStart: 'The end date must be on or after the start date',
} as const;

export class UpdateSubscriptionDto implements UpdateSubscriptionRequest {
  @IsNotEmpty({ message: SUBSCRIPTION_MESSAGES.planRequired })
  @IsIn(['Standard', 'Premium'], { message: SUBSCRIPTION_MESSAGES.planInvalid })
  subscriptionPlan!: 'Standard' | 'Premium';

  @IsNotEmpty({ message: SUBSCRIPTION_MESSAGES.startRequired })
  @IsISO8601({ strict: true }, { message: SUBSCRIPTION_MESSAGES.startInvalid })
  subscriptionStartDate!: string;

  /** null, absent or '' = unlimited. */
  @ValidateIf((o: UpdateSubscriptionDto) => o.subscriptionEndDate !== null && o.subscriptionEndDate !== undefined && o.subscriptionEndDate !== '')
  @IsISO8601({ strict: true }, { message: SUBSCRIPTION_MESSAGES.endInvalid })
  subscriptionEndDate!: string | null;
}
