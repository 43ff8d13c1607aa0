import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '@app/nest-auth';
import { ParseIdPipe } from '@app/nest-common';
import { NotificationsService } from './notifications.service';

/** Read receipts: any signed-in user, for notifications addressed to them. */
@Controller('notifications')
export class NotificationReceiptsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** 204; 404 when the notification does not exist or is not addressed to the caller. */
  @Post(':id/read')
  @HttpCode(204)
  async markRead(
    @Param('id', new ParseIdPipe('Notification not found')) id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<void> {
    await this.notifications.markRead(id, { userId: user.id, role: user.role, companyId: user.companyId });
  }
}
