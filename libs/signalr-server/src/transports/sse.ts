import type { ServerResponse } from 'http';
import type { TransportSink } from '../connection';

/** One SSE event: every line prefixed with `data: `, then an empty line (ServerSentEventsMessageFormatter). */
export function formatSseEvent(payload: string): string {
  let out = '';
  for (const line of payload.split('\n')) out += 'data: ' + line + '\r\n';
  return out + '\r\n';
}

/** Starts the event stream; the leading comment flushes the headers so the client's `open` fires at once. */
export function startSseStream(res: ServerResponse): TransportSink {
  res.socket?.setTimeout(0);
  res.socket?.setNoDelay(true);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-store',
    Pragma: 'no-cache',
    'Content-Encoding': 'identity',
    'X-Accel-Buffering': 'no',
  });
  res.write(':\r\n');
  return {
    name: 'ServerSentEvents',
    send: (data) => {
      res.write(formatSseEvent(data));
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  };
}
