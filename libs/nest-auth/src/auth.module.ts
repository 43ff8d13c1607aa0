import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ConfigModule } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { AuthConfig, authConfig } from './auth.config';
import { AuthService } from './auth.service';
import { AuthGuard, RolesGuard } from './guards';
import { createJwtService } from './tokens';

/** JWT issuing/verification plus the global fail-closed guards. Reads sessions through the SessionDirectory port (a global provider). */
@Global()
@Module({})
export class AuthModule {
  static forRoot(): DynamicModule {
    return {
      module: AuthModule,
      imports: [ConfigModule.forFeature(authConfig)],
      providers: [
        { provide: JwtService, useFactory: (config: AuthConfig) => createJwtService(config.jwtEnv), inject: [authConfig.KEY] },
        AuthService,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
      exports: [AuthService],
    };
  }
}
