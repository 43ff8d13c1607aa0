import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '@app/contracts';

export class LoginDto implements LoginRequest {
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(320)
  email!: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1024)
  password!: string;
}
