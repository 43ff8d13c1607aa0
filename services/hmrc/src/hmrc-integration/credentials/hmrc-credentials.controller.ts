import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import type { HmrcCredential, MessageResponse } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { parseIdOr404 } from '@app/nest-common';
import { CREDENTIAL_NOT_FOUND, HmrcCredentialsService } from './hmrc-credentials.service';
import { Audited } from '@app/nest-db';

/** Spec section 7 "HMRC": GET/POST /api/admin/hmrc/credentials, DELETE /api/admin/hmrc/credentials/{id}. */
@Controller('admin/hmrc/credentials')
@Roles('Admin')
export class HmrcCredentialsController {
  constructor(private readonly credentials: HmrcCredentialsService) {}

  @Get()
  list(): Promise<HmrcCredential[]> {
    return this.credentials.list();
  }

  /** Validated by the pure rules (hmrc-credential-rules.ts), which give one message per field. */
  @Audited('hmrc.credential-added', 'hmrc-credential', { recordBody: true })
  @Post()
  create(@Body() body: Record<string, unknown>): Promise<HmrcCredential> {
    return this.credentials.create(body);
  }

  @Audited('hmrc.credential-deleted', 'hmrc-credential', { snapshot: { table: 'hmrc.credentials', key: 'id' } })
  @Delete(':id')
  remove(@Param('id', parseIdOr404(CREDENTIAL_NOT_FOUND)) id: string): Promise<MessageResponse> {
    return this.credentials.remove(id);
  }
}
