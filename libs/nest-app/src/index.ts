export * from './feature';
export * from './compose-app';
export * from './health.controller';
export * from './ports';
export * from './run-feature';
export * from './app.config';
export * from './logging';
export * from './migrate';
