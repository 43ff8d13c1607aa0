export { createHub, type Hub } from './hub';
export { HubBindingError, HubError } from './errors';
export { createMemoryBackplane } from './backplane/memory';
export type { Backplane, BackplaneHandler, Scope } from './backplane/backplane';
export type {
  ArgSpec,
  CloseOptions,
  HubContext,
  HubMethod,
  HubMethodHandler,
  HubOptions,
  Logger,
  Principal,
  TransportName,
} from './types';
export { RECORD_SEPARATOR } from './protocol';
