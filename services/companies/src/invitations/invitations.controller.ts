import { Body, Controller, Inject, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { Invitation, InvitationCreated, MessageResponse, PagedList } from '@app/contracts';
import { CurrentUser, Roles, SessionUser } from '@app/nest-auth';
import { isPagedRequest, ListQueryDto, ParseIdPipe } from '@app/nest-common';
import { InviteCompanyCreationDto, InviteUserToCompanyDto } from './dto/invitation.dto';
import { INVITATION_NOT_FOUND, InvitationsService } from './invitations.service';
import { companiesConfig, CompaniesConfig } from '../companies.config';
import { Audited } from '@app/nest-db';

@Controller('admin')
@Roles('Admin')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    @Inject(companiesConfig.KEY) private readonly config: CompaniesConfig,
  ) {}

  /** The spec's whole list; with `?page=&pageSize=&sort=&search=&status=` one page of it (issue 12). */
  @Get('invitations')
  list(@Query() query: ListQueryDto): Promise<Invitation[] | PagedList<Invitation>> {
    return isPagedRequest(query) ? this.invitations.page(query) : this.invitations.list();
  }

  @Audited('invitation.company-creation-sent', 'invitation', { recordBody: true })
  @Post('invite-company-creation')
  @HttpCode(201)
  inviteCompanyCreation(@Body() body: InviteCompanyCreationDto, @CurrentUser() admin: SessionUser): Promise<InvitationCreated> {
    return this.invitations.inviteCompanyCreation(body.email, admin.id, this.config.publicUrl);
  }

  @Audited('invitation.user-sent', 'invitation', { recordBody: true })
  @Post('invite-user-to-company')
  @HttpCode(201)
  inviteUserToCompany(@Body() body: InviteUserToCompanyDto, @CurrentUser() admin: SessionUser): Promise<InvitationCreated> {
    return this.invitations.inviteUserToCompany(body.email, body.companyId, body.role ?? 'Employee', admin.id, this.config.publicUrl);
  }

  @Audited('invitation.revoked', 'invitation', { snapshot: { table: 'companies.invitations', key: 'id' } })
  @Post('invitations/:id/revoke')
  @HttpCode(200)
  revoke(@Param('id', new ParseIdPipe(INVITATION_NOT_FOUND)) id: string): Promise<MessageResponse> {
    return this.invitations.revoke(id);
  }
}
