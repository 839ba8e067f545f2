import { describe, expect, it } from 'vitest';
import {
  answerHandshake,
  bearerToken,
  negotiateResponse,
  parseFrame,
  parseHandshakeFrame,
  parseMessage,
  PING_RECORD,
  RECORD_SEPARATOR as RS,
  splitRecords,
  writeHandshakeResponse,
  writeMessage,
} from '../src/realtime/signalr-protocol';

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

describe('signalr-protocol', () => {
  it('splits a frame into records and refuses one without the separator', () => {
    expect(splitRecords(`a${RS}b${RS}`)).toEqual({ ok: true, value: ['a', 'b'] });
    expect(splitRecords(`a${RS}b`).ok).toBe(false);
  });

  it('reads the handshake and what follows it in the same frame', () => {
    const invocation = `{"type":6}${RS}`;
    expect(parseHandshakeFrame(HANDSHAKE + invocation)).toEqual({
      ok: true,
      value: { request: { protocol: 'json', version: 1 }, rest: invocation },
    });
    for (const bad of ['{"protocol":"json","version":1}', `nope${RS}`, `{"protocol":"json"}${RS}`, `[1]${RS}`])
      expect(parseHandshakeFrame(bad).ok).toBe(false);
  });

  it('accepts JSON version 1 only', () => {
    expect(answerHandshake({ protocol: 'json', version: 1 })).toEqual({});
    expect(answerHandshake({ protocol: 'messagepack', version: 1 }).error).toContain('messagepack');
    expect(answerHandshake({ protocol: 'json', version: 2 }).error).toContain('Version 2');
    expect(writeHandshakeResponse({})).toBe(`{}${RS}`);
  });

  it('parses the message types and refuses malformed ones', () => {
    expect(parseMessage('{"type":1,"target":"Add","arguments":[1,2],"invocationId":"7","extra":0}')).toEqual({
      ok: true,
      value: { type: 1, target: 'Add', arguments: [1, 2], invocationId: '7' },
    });
    expect(parseMessage('{"type":1,"target":"Add","arguments":[]}')).toEqual({
      ok: true,
      value: { type: 1, target: 'Add', arguments: [] },
    });
    expect(parseMessage('{"type":3,"invocationId":"7","result":null}')).toEqual({
      ok: true,
      value: { type: 3, invocationId: '7', result: null },
    });
    expect(parseMessage('{"type":6}')).toEqual({ ok: true, value: { type: 6 } });
    expect(parseMessage('{"type":7,"error":"SignIn","allowReconnect":true}')).toEqual({
      ok: true,
      value: { type: 7, error: 'SignIn', allowReconnect: true },
    });
    expect(parseMessage('{"type":4,"invocationId":"9","target":"S","arguments":[]}')).toEqual({
      ok: true,
      value: { type: 4, invocationId: '9' },
    });
    expect(parseMessage('{"type":42}')).toEqual({ ok: true, value: null });
    for (const bad of [
      'nope',
      'null',
      '[1]',
      '{"type":"1"}',
      '{"type":1,"arguments":[]}',
      '{"type":1,"target":"","arguments":[]}',
      '{"type":1,"target":"Add","arguments":{}}',
      '{"type":1,"target":"Add","arguments":[],"invocationId":7}',
      '{"type":1,"target":"Add","arguments":[],"streamIds":[1]}',
      '{"type":3}',
      '{"type":3,"invocationId":"7","result":1,"error":"x"}',
      '{"type":7,"allowReconnect":"yes"}',
    ])
      expect(parseMessage(bad).ok, bad).toBe(false);
  });

  it('parses every message of a frame, leaving out unknown types, or gives the first error', () => {
    expect(parseFrame(`{"type":6}${RS}{"type":42}${RS}{"type":7}${RS}`)).toEqual({
      ok: true,
      value: [{ type: 6 }, { type: 7 }],
    });
    expect(parseFrame(`{"type":6}${RS}nope${RS}`).ok).toBe(false);
  });

  it('writes records, the negotiation answer and reads bearer tokens', () => {
    expect(PING_RECORD).toBe(`{"type":6}${RS}`);
    expect(writeMessage({ type: 3, invocationId: '1', error: 'NotFound' })).toBe(
      `{"type":3,"invocationId":"1","error":"NotFound"}${RS}`,
    );
    expect(negotiateResponse('c', 't')).toEqual({
      negotiateVersion: 1,
      connectionId: 'c',
      connectionToken: 't',
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
