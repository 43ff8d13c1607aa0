// Test helpers (`@app/api-client/testing`): never imported by production code.
export { mockHttp, servePaged } from './mock-adapter';
export type { HttpMock, MockHandler, MockReply } from './mock-adapter';
