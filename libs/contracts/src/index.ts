export * from './auth';
export * from './companies';
export * from './backend';
