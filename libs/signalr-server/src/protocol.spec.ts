import { ProtocolError } from './errors';
import { negotiateResponse, negotiateVersion } from './negotiate';
import { RecordReader, closeRecord, parseHandshake, parseMessage } from './protocol';
import { formatSseEvent } from './transports/sse';

describe('RecordReader', () => {
  it('splits batched records and keeps a partial one for the next chunk', () => {
    const reader = new RecordReader(100);
    expect(reader.push('{"a":1}\x1e{"b"')).toEqual(['{"a":1}']);
    expect(reader.push(':2}\x1e{"c":3}\x1e')).toEqual(['{"b":2}', '{"c":3}']);
    expect(reader.push('')).toEqual([]);
  });

  it('refuses records and pending input above the limit', () => {
    expect(() => new RecordReader(10).push('x'.repeat(11) + '\x1e')).toThrow(ProtocolError);
    expect(() => new RecordReader(10).push('x'.repeat(11))).toThrow(/maximum message size of 10B/);
  });
});

describe('parseHandshake', () => {
  it.each([
    ['{"protocol":"json","version":1}', { ok: true, version: 1 }],
    ['{"protocol":"json","version":2}', { ok: true, version: 2 }],
    ['{"protocol":"messagepack","version":1}', { ok: false, error: "Requested protocol 'messagepack' is not available." }],
    ['{"protocol":"json","version":3}', { ok: false, error: "The server does not support version 3 of the 'json' protocol." }],
    ['nope', { ok: false, error: 'Handshake request could not be parsed.' }],
  ])('%s', (record, expected) => {
    expect(parseHandshake(record)).toEqual(expected);
  });
});

describe('parseMessage', () => {
  it('reads invocations with or without id and ignores headers', () => {
    expect(parseMessage('{"type":1,"target":"A","arguments":[1],"headers":{"k":"v"}}')).toEqual({
      type: 1,
      target: 'A',
      arguments: [1],
      invocationId: undefined,
    });
    expect(parseMessage('{"type":1,"invocationId":"7","target":"A","arguments":[]}')).toMatchObject({ invocationId: '7' });
  });

  it.each(['{"type":1,"target":"A"}', '{"type":1,"arguments":[]}', '{"target":"A"}', '{"type":42}', '[]', '{'])(
    'rejects %s',
    (record) => {
      expect(() => parseMessage(record)).toThrow(ProtocolError);
    },
  );
});

describe('wire helpers', () => {
  it('closeRecord omits absent fields', () => {
    expect(closeRecord({})).toBe('{"type":7}\x1e');
    expect(closeRecord({ allowReconnect: true })).toBe('{"type":7,"allowReconnect":true}\x1e');
  });

  it('formats SSE events line by line', () => {
    expect(formatSseEvent('{"type":6}\x1e')).toBe('data: {"type":6}\x1e\r\n\r\n');
    expect(formatSseEvent('a\nb')).toBe('data: a\r\ndata: b\r\n\r\n');
  });

  it('negotiate versions and shapes', () => {
    expect([negotiateVersion(null), negotiateVersion('1'), negotiateVersion('9'), negotiateVersion('x')]).toEqual([0, 1, 1, 0]);
    expect(negotiateResponse(0, 'id', 'tok')).not.toHaveProperty('connectionToken');
    expect(negotiateResponse(1, 'id', 'tok')).toMatchObject({ connectionId: 'id', connectionToken: 'tok' });
  });
});
