export * from './audit-trail';
export * from './audit.module';
export * from './audit-log.migration';
