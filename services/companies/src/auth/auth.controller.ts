import { Body, Controller, Get, HttpCode, Ip, NotFoundException, Post } from '@nestjs/common';
import type { LoginResult, UserDto } from '@app/contracts';
import { CurrentUser, Public, SessionUser } from '@app/nest-auth';
import { UsersService } from '../users/users.service';
import { LoginDto } from './dto/login.dto';
import { LoginService } from './login.service';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly logins: LoginService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<LoginResult> {
    return this.logins.login(body.email, body.password, ip);
  }

  @Post('logout')
  @HttpCode(204)
  logout(@CurrentUser() session: SessionUser): Promise<void> {
    return this.logins.logout(session.id);
  }

  @Get('me')
  async me(@CurrentUser() session: SessionUser): Promise<UserDto> {
    const user = await this.users.profile(session.id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }
}
