/**
 * The framing of the SignalR JSON hub protocol, version 1 (openapi/realtime-hub.md): pure functions, no sockets.
 * Parsing never throws: malformed input comes back as a `ParseResult` error, which the hub answers by closing the
 * connection with that error.
 */

/** Ends every JSON record, the handshake's included; a text frame holds one or more whole records. */
export const RECORD_SEPARATOR = '\x1e';

export const HUB_PROTOCOL = 'json';
export const HUB_PROTOCOL_VERSION = 1;

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

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** `{}` accepts the handshake; an `error` refuses it and the server closes the connection. */
export interface HandshakeResponse {
  error?: string;
}

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  /** Absent for a non-blocking invocation, which gets no completion. */
  invocationId?: string;
  target: string;
  arguments: unknown[];
  /** Client-to-server streams, which this server refuses. */
  streamIds?: string[];
}

export interface CompletionMessage {
  type: typeof MessageType.Completion;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface PingMessage {
  type: typeof MessageType.Ping;
}

export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  /** Whether a client with automatic reconnect may reconnect after this close. */
  allowReconnect?: boolean;
}

/**
 * A streaming or stateful-reconnect message: well formed, but of a feature this server does not speak. A stream
 * invocation carries its id so that the server can refuse it with a completion.
 */
export interface UnsupportedMessage {
  type:
    | typeof MessageType.StreamItem
    | typeof MessageType.StreamInvocation
    | typeof MessageType.CancelInvocation
    | typeof MessageType.Ack
    | typeof MessageType.Sequence;
  invocationId?: string;
}

export type HubMessage = InvocationMessage | CompletionMessage | PingMessage | CloseMessage | UnsupportedMessage;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const parsed = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const malformed = <T>(error: string): ParseResult<T> => ({ ok: false, error });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseJsonObject(record: string): ParseResult<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return malformed('The message is not valid JSON.');
  }
  return isRecord(value) ? parsed(value) : malformed('The message is not a JSON object.');
}

/** The records of a text frame; a frame that does not end with the separator is incomplete, and so refused. */
export function splitRecords(frame: string): ParseResult<string[]> {
  if (!frame.endsWith(RECORD_SEPARATOR)) return malformed('The message is incomplete (no record separator).');
  return parsed(frame.split(RECORD_SEPARATOR).slice(0, -1));
}

/**
 * The handshake request, the first record of the connection's first frame, and what follows it in the same frame (the
 * client may send its first messages together with the handshake).
 */
export function parseHandshakeFrame(frame: string): ParseResult<{ request: HandshakeRequest; rest: string }> {
  const end = frame.indexOf(RECORD_SEPARATOR);
  if (end === -1) return malformed('The handshake is incomplete (no record separator).');
  const object = parseJsonObject(frame.slice(0, end));
  if (!object.ok) return malformed(`Invalid handshake: ${object.error}`);
  const { protocol, version } = object.value;
  if (typeof protocol !== 'string' || typeof version !== 'number' || !Number.isInteger(version))
    return malformed('Invalid handshake: it needs a string "protocol" and an integer "version".');
  return parsed({ request: { protocol, version }, rest: frame.slice(end + 1) });
}

/** The answer to a well-formed handshake request: JSON protocol version 1 only. */
export function answerHandshake(request: HandshakeRequest): HandshakeResponse {
  if (request.protocol !== HUB_PROTOCOL) return { error: `The protocol '${request.protocol}' is not supported.` };
  // The official clients ask for version 2 only after negotiating stateful reconnect, which this server never offers.
  if (request.version !== HUB_PROTOCOL_VERSION)
    return { error: `Version ${request.version} of the '${HUB_PROTOCOL}' protocol is not supported.` };
  return {};
}

export const writeHandshakeResponse = (response: HandshakeResponse): string =>
  JSON.stringify(response) + RECORD_SEPARATOR;

function parseInvocation(object: Record<string, unknown>): ParseResult<InvocationMessage> {
  const { invocationId, target, arguments: args, streamIds } = object;
  if (!isNonEmptyString(target)) return malformed('An invocation needs a non-empty string "target".');
  if (invocationId !== undefined && !isNonEmptyString(invocationId))
    return malformed('An invocation\'s "invocationId" must be a non-empty string.');
  if (!Array.isArray(args)) return malformed('An invocation needs an "arguments" array.');
  if (streamIds !== undefined && !(Array.isArray(streamIds) && streamIds.every(isNonEmptyString)))
    return malformed('An invocation\'s "streamIds" must be an array of strings.');
  return parsed({
    type: MessageType.Invocation,
    target,
    arguments: args,
    ...(invocationId === undefined ? {} : { invocationId }),
    ...(streamIds === undefined ? {} : { streamIds }),
  });
}

function parseCompletion(object: Record<string, unknown>): ParseResult<CompletionMessage> {
  const { invocationId, result, error } = object;
  if (!isNonEmptyString(invocationId)) return malformed('A completion needs a non-empty string "invocationId".');
  if (error !== undefined && typeof error !== 'string') return malformed('A completion\'s "error" must be a string.');
  if (error !== undefined && 'result' in object)
    return malformed('A completion carries a result or an error, not both.');
  return parsed({
    type: MessageType.Completion,
    invocationId,
    ...('result' in object ? { result } : {}),
    ...(error === undefined ? {} : { error }),
  });
}

function parseClose(object: Record<string, unknown>): ParseResult<CloseMessage> {
  const { error, allowReconnect } = object;
  if (error !== undefined && error !== null && typeof error !== 'string')
    return malformed('A close message\'s "error" must be a string.');
  if (allowReconnect !== undefined && typeof allowReconnect !== 'boolean')
    return malformed('A close message\'s "allowReconnect" must be a boolean.');
  return parsed({
    type: MessageType.Close,
    ...(typeof error === 'string' ? { error } : {}),
    ...(allowReconnect === undefined ? {} : { allowReconnect }),
  });
}

/**
 * One record as a message. A type newer than the protocol gives `null`: the specification has receivers ignore
 * message types they do not know. Unknown properties are ignored for the same reason.
 */
export function parseMessage(record: string): ParseResult<HubMessage | null> {
  const object = parseJsonObject(record);
  if (!object.ok) return object;
  const { type, invocationId } = object.value;
  if (typeof type !== 'number') return malformed('The message needs a numeric "type".');
  switch (type) {
    case MessageType.Invocation:
      return parseInvocation(object.value);
    case MessageType.Completion:
      return parseCompletion(object.value);
    case MessageType.Ping:
      return parsed({ type: MessageType.Ping });
    case MessageType.Close:
      return parseClose(object.value);
    case MessageType.StreamItem:
    case MessageType.StreamInvocation:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      return parsed({ type, ...(isNonEmptyString(invocationId) ? { invocationId } : {}) });
    default:
      return parsed(null);
  }
}

/** Every message of a text frame, or the first error; unknown message types are left out. */
export function parseFrame(frame: string): ParseResult<HubMessage[]> {
  const records = splitRecords(frame);
  if (!records.ok) return records;
  const messages: HubMessage[] = [];
  for (const record of records.value) {
    const message = parseMessage(record);
    if (!message.ok) return message;
    if (message.value !== null) messages.push(message.value);
  }
  return parsed(messages);
}

/** A message as a record. JSON.stringify throws on what JSON cannot hold (a BigInt, a cycle); the caller decides. */
export const writeMessage = (message: HubMessage): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const PING_RECORD = writeMessage({ type: MessageType.Ping });

/** The WebSocket close codes the server uses; a Close message, when there is one, says more. */
export const CloseCode = {
  Normal: 1000,
  GoingAway: 1001,
  ProtocolError: 1002,
  UnsupportedData: 1003,
  TooBig: 1009,
} as const;

/** The answer to `POST {hub}/negotiate?negotiateVersion=1`: one connection, WebSockets with text frames only. */
export interface NegotiateResponse {
  negotiateVersion: 1;
  connectionId: string;
  /** The secret the client sends back as the `id` query parameter of the WebSocket request. */
  connectionToken: string;
  availableTransports: { transport: 'WebSockets'; transferFormats: 'Text'[] }[];
}

export const negotiateResponse = (connectionId: string, connectionToken: string): NegotiateResponse => ({
  negotiateVersion: 1,
  connectionId,
  connectionToken,
  availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
});

/** The token of an `Authorization: Bearer …` header, as the clients send it on negotiation (and Node clients on the upgrade). */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
}
