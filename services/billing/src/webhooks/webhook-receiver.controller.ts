import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '@app/nest-auth';
import { WebhookIngestionService } from './webhook-ingestion.service';

/** POST /api/stripe/webhook: public, authenticated by Stripe's signature over the raw body. */
@Controller('stripe/webhook')
export class WebhookReceiverController {
  constructor(private readonly ingestion: WebhookIngestionService) {}

  @Public()
  @Post()
  @HttpCode(200)
  receive(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string): Promise<{ received: true; duplicate: boolean }> {
    return this.ingestion.receive(req.rawBody, signature);
  }
}
