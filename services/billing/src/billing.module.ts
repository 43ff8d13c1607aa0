import { Module } from '@nestjs/common';

/** Owns the `billing` schema. Features arrive in later issues. */
@Module({})
export class BillingModule {}
