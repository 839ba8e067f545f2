import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';

/** HTTP as a client on this machine calls the server in bench/server.bench.ts: keep-alive GETs and a streamed upload. */

/** Keep-alive, as a browser would: the timings are the server's and the transfer's, not TCP handshakes. */
export const agent = new Agent({ keepAlive: true });

export interface Reply {
  status: number;
  /** As it crossed the wire: compressed when `encoding` says so. */
  body: Buffer;
  /** The Content-Encoding, or GZIP_FILE for a gzip file of the JSON (fetchDirectory's, to a client that names it). */
  encoding: string | undefined;
  ms: number;
}

export const GZIP_FILE = 'gzip file';

/** What a GET asks for beyond JSON as it is: a compressed answer (`acceptEncoding`), a gzip file (`accept`). */
export interface Asks {
  acceptEncoding?: string | undefined;
  accept?: string | undefined;
}

/**
 * The time from sending the request to the last byte of the body (decompressing and JSON parsing on the client not
 * included); `asks` as a browser's request does.
 */
export async function get(url: string, token: string, asks: Asks = {}): Promise<Reply> {
  const started = performance.now();
  const headers = {
    authorization: `Bearer ${token}`,
    ...(asks.acceptEncoding ? { 'accept-encoding': asks.acceptEncoding } : {}),
    ...(asks.accept ? { accept: asks.accept } : {}),
  };
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(url, { agent, headers }, resolve).once('error', reject).end();
  });
  const body = await buffer(response);
  const encoding =
    response.headers['content-encoding'] ??
    (response.headers['content-type']?.startsWith('application/gzip') ? GZIP_FILE : undefined);
  return { status: response.statusCode ?? 0, body, encoding, ms: performance.now() - started };
}

/** The file streamed from disk between the form's head and tail: never held in memory on this side either. */
async function* multipartBody(head: Buffer, file: string, tail: Buffer): AsyncGenerator<Buffer> {
  yield head;
  for await (const chunk of createReadStream(file)) yield chunk as Buffer;
  yield tail;
}

/** POST /v1/documents as the app sends it (explorer.md §7): the `file` part first, then `parentDirectoryId`. */
export async function upload(
  origin: string,
  token: string,
  file: string,
  parentId: string,
  name: string,
): Promise<Reply> {
  const { size } = await stat(file);
  const boundary = `----cde-bench-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="parentDirectoryId"\r\n\r\n${parentId}\r\n` +
      `--${boundary}--\r\n`,
  );
  const started = performance.now();
  const request = httpRequest(`${origin}/v1/documents`, {
    method: 'POST',
    agent,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  const [, reply] = await Promise.all([pipeline(multipartBody(head, file, tail), request), response]);
  const body = await buffer(reply);
  return {
    status: reply.statusCode ?? 0,
    body,
    encoding: reply.headers['content-encoding'],
    ms: performance.now() - started,
  };
}
