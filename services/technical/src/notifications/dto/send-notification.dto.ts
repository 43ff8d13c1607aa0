import { IsArray, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { NOTIFICATION_SCOPES, NOTIFICATION_TYPES, type NotificationScope, type NotificationType } from '@app/contracts';

/** POST /api/technical/send-notification (spec section 3 "Notification to send", section 5). */
export class SendNotificationDto {
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  title!: string;

  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(4000, { message: 'Message must be at most 4000 characters' })
  message!: string;

  @IsIn(NOTIFICATION_TYPES as unknown as string[], { message: `Type must be one of ${NOTIFICATION_TYPES.join(', ')}` })
  type!: NotificationType;

  @IsIn(NOTIFICATION_SCOPES as unknown as string[], { message: `Scope must be one of ${NOTIFICATION_SCOPES.join(', ')}` })
  scope!: NotificationScope;

  // Required non-empty for CompanySpecific: checked with the other cross-field rules in validateAudience().
  @IsOptional()
  @IsArray({ message: 'Target companies must be a list' })
  @IsUUID('all', { each: true, message: 'Each target company must be a company id' })
  targetCompanyIds?: string[] | null;

  @IsOptional()
  @IsArray({ message: 'Target users must be a list' })
  @IsUUID('all', { each: true, message: 'Each target user must be a user id' })
  targetUserIds?: string[] | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Schedule For must be a date and time' })
  scheduledFor?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Expires At must be a date and time' })
  expiresAt?: string | null;
}
