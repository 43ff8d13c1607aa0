export * from './decorators';
export * from './session-user';
export * from './tokens';
export * from './auth.service';
export * from './guards';
export * from './auth.module';
export * from './user-provisioner';
export * from './session-directory';
