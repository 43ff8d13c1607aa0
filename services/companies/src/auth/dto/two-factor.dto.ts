import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { TwoFactorSignInRequest } from '@app/contracts';
import { trimmed } from '@app/nest-common';

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
const RECOVERY_MESSAGE = 'A recovery code has 10 letters and digits (e.g. ABCDE-23456)';

/** A proof of the second factor: the current code, or one recovery code. */
export class TwoFactorProofDto {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @IsString({ message: CODE_MESSAGE })
  @Matches(/^\d{6}$/, { message: CODE_MESSAGE })
  code?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: RECOVERY_MESSAGE })
  @Matches(/^[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5}$/, { message: RECOVERY_MESSAGE })
  recoveryCode?: string;
}

export class TwoFactorSignInDto extends TwoFactorProofDto implements TwoFactorSignInRequest {
  @IsString({ message: 'The sign-in challenge is missing: sign in with your password again' })
  @MaxLength(100, { message: 'The sign-in challenge is not valid: sign in with your password again' })
  challenge!: string;
}
