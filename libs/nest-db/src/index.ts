export * from './embedded';
export * from './database-url';
export * from './data-source';
export * from './db.module';
export * from './audit';
