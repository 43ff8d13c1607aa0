import { Module } from '@nestjs/common';

/** Owns the `hmrc` schema. Features arrive in later issues. */
@Module({})
export class HmrcModule {}
