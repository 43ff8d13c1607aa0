import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { SessionInfo } from '@app/contracts';
import { CurrentUser, SessionUser } from '@app/nest-auth';
import { ParseIdPipe } from '@app/nest-common';
import { SessionsService } from './sessions.service';

/** The caller's own sessions (devices): list, end one, end all (issue 13). */
@Controller('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  list(@CurrentUser() me: SessionUser): Promise<SessionInfo[]> {
    return this.sessions.list(me.id, me.sessionId);
  }

  /** Sign out everywhere: every session of the caller ends, this one included. */
  @Post('end-all')
  @HttpCode(204)
  endAll(@CurrentUser() me: SessionUser): Promise<void> {
    return this.sessions.endAll(me.id);
  }

  /** Ends one of the caller's sessions; another user's session or an unknown id is a 404. */
  @Delete(':id')
  @HttpCode(204)
  end(@CurrentUser() me: SessionUser, @Param('id', new ParseIdPipe('Session not found')) id: string): Promise<void> {
    return this.sessions.end(me.id, id);
  }
}
