import { Logger } from '@nestjs/common';

/**
 * Runs `close` once on SIGINT/SIGTERM, then exits. Used instead of Nest's shutdown hooks so that resources
 * outside the Nest app (the embedded database) are closed after the app, before the process ends.
 */
export function onShutdown(close: () => Promise<void>): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    new Logger('Shutdown').log(`${signal} received, closing`);
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
