import { Module } from '@nestjs/common';

/** Owns the `settings` schema. Features arrive in later issues. */
@Module({})
export class SettingsModule {}
