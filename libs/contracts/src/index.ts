export * from './auth';
export * from './companies';
export * from './invitations';
export * from './backend';
export * from './technical';
export * from './smtp';
export * from './hmrc';
export * from './sections';
