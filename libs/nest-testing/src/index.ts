export * from './test-database';
export * from './create-test-app';
export * from './eventually';
export * from './signalr-client';
export * from './totp';
