import { ProtocolError } from './errors';

export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export const SUPPORTED_PROTOCOL_VERSIONS = [1, 2];

export interface InvocationMessage {
  type: 1 | 4;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type HubMessage =
  | InvocationMessage
  | { type: 5; invocationId: string }
  | { type: 7; error?: string; allowReconnect?: boolean }
  | { type: 2 | 3 | 6 | 8 | 9 };

export function writeRecord(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING_RECORD = writeRecord({ type: MessageType.Ping });
export const HANDSHAKE_OK_RECORD = '{}' + RECORD_SEPARATOR;

export function invocationRecord(target: string, args: unknown[]): string {
  return writeRecord({ type: MessageType.Invocation, target, arguments: args });
}

export function closeRecord(options: { error?: string; allowReconnect?: boolean }): string {
  const message: Record<string, unknown> = { type: MessageType.Close };
  if (options.error) message.error = options.error;
  if (options.allowReconnect) message.allowReconnect = true;
  return writeRecord(message);
}

export function maxSizeExceeded(limit: number): string {
  return `Connection closed with an error. InvalidDataException: The maximum message size of ${limit}B was exceeded.`;
}

/**
 * Splits a byte stream into `\x1e`-terminated records. Clients batch several records per
 * WebSocket frame or POST, and may split one across frames, so input is buffered.
 */
export class RecordReader {
  private pending = '';

  constructor(private readonly maxRecordBytes: number) {}

  push(chunk: string): string[] {
    const text = this.pending + chunk;
    const parts = text.split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    if (Buffer.byteLength(this.pending) > this.maxRecordBytes) throw new ProtocolError(maxSizeExceeded(this.maxRecordBytes));
    for (const part of parts) {
      if (part.length > this.maxRecordBytes && Buffer.byteLength(part) > this.maxRecordBytes) {
        throw new ProtocolError(maxSizeExceeded(this.maxRecordBytes));
      }
    }
    return parts;
  }
}

export type HandshakeResult = { ok: true; version: number } | { ok: false; error: string };

export function parseHandshake(record: string): HandshakeResult {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request could not be parsed.' };
  }
  if (!isObject(value) || typeof value.protocol !== 'string' || typeof value.version !== 'number') {
    return { ok: false, error: "Handshake request is missing the 'protocol' or 'version' property." };
  }
  if (value.protocol !== 'json') return { ok: false, error: `Requested protocol '${value.protocol}' is not available.` };
  if (!SUPPORTED_PROTOCOL_VERSIONS.includes(value.version)) {
    return { ok: false, error: `The server does not support version ${value.version} of the 'json' protocol.` };
  }
  return { ok: true, version: value.version };
}

const INVALID_JSON = 'Connection closed with an error. InvalidDataException: Error reading JSON.';

/** Validates the shape of one JSON record; unknown properties (e.g. `headers`) are ignored. */
export function parseMessage(record: string): HubMessage {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError(INVALID_JSON);
  }
  if (!isObject(value) || typeof value.type !== 'number') {
    throw new ProtocolError("Connection closed with an error. InvalidDataException: Missing required property 'type'.");
  }
  switch (value.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const { invocationId, target } = value;
      if (typeof target !== 'string') throw missing('target');
      if (!Array.isArray(value.arguments)) throw missing('arguments');
      if (invocationId !== undefined && invocationId !== null && typeof invocationId !== 'string') throw missing('invocationId');
      if (value.type === MessageType.StreamInvocation && typeof invocationId !== 'string') throw missing('invocationId');
      return {
        type: value.type,
        target,
        arguments: value.arguments,
        invocationId: typeof invocationId === 'string' ? invocationId : undefined,
      };
    }
    case MessageType.CancelInvocation:
      if (typeof value.invocationId !== 'string') throw missing('invocationId');
      return { type: 5, invocationId: value.invocationId };
    case MessageType.Close:
      return {
        type: 7,
        error: typeof value.error === 'string' ? value.error : undefined,
        allowReconnect: value.allowReconnect === true,
      };
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.Ping:
    case MessageType.Ack:
    case MessageType.Sequence:
      return { type: value.type };
    default:
      throw new ProtocolError(`Connection closed with an error. InvalidDataException: Unknown message type '${value.type}'.`);
  }
}

function missing(property: string): ProtocolError {
  return new ProtocolError(`Connection closed with an error. InvalidDataException: Missing required property '${property}'.`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
