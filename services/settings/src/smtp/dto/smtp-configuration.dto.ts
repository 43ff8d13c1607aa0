// Request bodies of POST/PUT /api/smtpconfiguration (spec sections 3 and 5). Response shapes are plain objects
// typed by the contracts (SmtpConfiguration): entities never leave the module, the password never leaves at all.
import { IsIntInRangeUnlessBlank, IsBooleanUnlessAbsent, IsEmailUnlessBlank, IsHostUnlessBlank, IsNotBlank, IsPresent, MaxTrimmedLength } from './smtp-validators';
import { SMTP_LIMITS as L, SMTP_VALIDATION as M } from '@app/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, ValidateIf } from 'class-validator';

class SmtpConfigurationFields {
  @IsNotBlank(M.displayNameRequired)
  @MaxTrimmedLength(L.displayNameMax, M.displayNameTooLong)
  displayName!: string;

  @IsNotBlank(M.hostRequired)
  @IsHostUnlessBlank(M.hostInvalid)
  @MaxTrimmedLength(L.hostMax, M.hostTooLong)
  host!: string;

  /** Defaults to 587 when absent (spec section 9); null or '' is "required". */
  @ValidateIf((o: SmtpConfigurationFields) => o.port !== undefined)
  @IsPresent(M.portRequired)
  @IsIntInRangeUnlessBlank(L.portMin, L.portMax, M.portRange)
  port?: number;

  @IsNotBlank(M.usernameRequired)
  @MaxTrimmedLength(L.usernameMax, M.usernameTooLong)
  username!: string;

  @IsNotBlank(M.fromEmailRequired)
  @IsEmailUnlessBlank(M.fromEmailInvalid)
  @MaxTrimmedLength(L.fromEmailMax, M.fromEmailInvalid)
  fromEmail!: string;

  @IsNotBlank(M.fromNameRequired)
  @MaxTrimmedLength(L.fromNameMax, M.fromNameTooLong)
  fromName!: string;

  @IsBooleanUnlessAbsent(M.enableSslBoolean)
  enableSsl?: boolean;

  @IsBooleanUnlessAbsent(M.useDefaultCredentialsBoolean)
  useDefaultCredentials?: boolean;

  /** Defaults to 30 when absent or blank (a blank text becomes null here, so it never reaches the integer column). */
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @IsIntInRangeUnlessBlank(L.timeoutMin, L.timeoutMax, M.timeoutRange)
  timeoutSeconds?: number | null;

  @MaxTrimmedLength(L.notesMax, M.notesTooLong)
  notes?: string | null;
}

export class CreateSmtpConfigurationDto extends SmtpConfigurationFields {
  @IsNotBlank(M.passwordRequired)
  @MaxTrimmedLength(L.passwordMax, M.passwordTooLong)
  password!: string;
}

export class UpdateSmtpConfigurationDto extends SmtpConfigurationFields {
  /** Spec: "with id in the body". Optional; when present it must match the path. */
  @IsOptional()
  @IsString({ message: M.idMismatch })
  id?: string;

  /** Blank or absent keeps the current password. */
  @MaxTrimmedLength(L.passwordMax, M.passwordTooLong)
  password?: string | null;
}

export class TestSmtpConfigurationDto {
  @IsNotBlank(M.testEmailRequired)
  @IsEmailUnlessBlank(M.testEmailInvalid)
  testEmailAddress!: string;

  @MaxTrimmedLength(200, M.testSubjectTooLong)
  testSubject?: string | null;

  @MaxTrimmedLength(5000, M.testMessageTooLong)
  testMessage?: string | null;
}
