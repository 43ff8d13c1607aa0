import { Module } from '@nestjs/common';

/** Owns the `technical` schema. Features arrive in later issues. */
@Module({})
export class TechnicalModule {}
