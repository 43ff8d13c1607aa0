import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MAIL_NOT_CONFIGURED_MESSAGE, MailerNotConfiguredError } from './mailer';

/** Same shape as ErrorResponse in @app/contracts (not imported: this lib stays free of app contracts). */
interface ErrorResponse {
  message: string;
  errors?: Record<string, string[]>;
  /** A machine-readable reason a client acts on (e.g. `two-factor-enrolment-required`). */
  code?: string;
}

/**
 * Every error leaves as `{ message, errors? }`. Unknown errors become a 500 without details; the log line carries
 * method, path and stack only (never headers or bodies, which may hold tokens or passwords).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    if (response.headersSent) return;

    if (exception instanceof HttpException) {
      response.status(exception.getStatus()).json(toBody(exception));
      return;
    }
    if (exception instanceof MailerNotConfiguredError) {
      // Safety net for callers that let the Mailer port's typed error through: a clear 409, not a 500.
      response.status(HttpStatus.CONFLICT).json({ message: MAIL_NOT_CONFIGURED_MESSAGE } satisfies ErrorResponse);
      return;
    }
    this.logger.error(`${request.method} ${request.path} failed`, (exception as Error)?.stack ?? String(exception));
    response.status(HttpStatus.INTERNAL_SERVER_ERROR).json({ message: 'Internal server error' } satisfies ErrorResponse);
  }
}

function toBody(exception: HttpException): ErrorResponse {
  const raw = exception.getResponse();
  if (typeof raw === 'string') return { message: raw };
  const { message, errors, code } = raw as { message?: unknown; errors?: Record<string, string[]>; code?: unknown };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  return { message: text, ...(errors ? { errors } : {}), ...(typeof code === 'string' && /^[a-z0-9-]{1,64}$/.test(code) ? { code } : {}) };
}
