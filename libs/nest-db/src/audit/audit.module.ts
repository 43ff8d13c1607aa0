import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditInterceptor, AuditTrail } from './audit-trail';

/** The audit trail of every composed process: the writer, and the interceptor that runs @Audited routes. */
@Global()
@Module({
  providers: [AuditTrail, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditTrail],
})
export class AuditModule {}
