export * from './config';
export * from './modules';
export * from './create-gateway-app';
export { remotesRegistry } from './static-hosting';
