import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import Stripe from 'stripe';

/** HTTP status answered for an error from Stripe (never a 500: the admin sees Stripe's own message). */
export function statusForStripeError(error: Stripe.errors.StripeError): number {
  switch (error.type) {
    case 'StripeCardError':
      return HttpStatus.PAYMENT_REQUIRED;
    case 'StripeInvalidRequestError':
      return HttpStatus.BAD_REQUEST;
    case 'StripeIdempotencyError':
      return HttpStatus.CONFLICT;
    case 'StripeRateLimitError':
      return HttpStatus.TOO_MANY_REQUESTS;
    default:
      // authentication, permission, connection, Stripe's own 5xx: the provider failed, not us
      return HttpStatus.BAD_GATEWAY;
  }
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Answers Stripe's errors as `{ message }` with Stripe's message, e.g. "Your card was declined.". */
@Catch(Stripe.errors.StripeError)
export class StripeErrorFilter implements ExceptionFilter {
  catch(error: Stripe.errors.StripeError, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    response.status(statusForStripeError(error)).json({ message: error.message, code: error.code ?? null });
  }
}
