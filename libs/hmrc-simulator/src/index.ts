export * from './simulator';
export { buildTransactionEngineReply, handleTransactionEngine } from './transaction-engine';
