// @vitest-environment node
import { AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_JSON_OR_GZIP_FILE, readJsonOrGzipFile } from './gzip-file';

const config = (overrides: Partial<InternalAxiosRequestConfig> = {}): InternalAxiosRequestConfig => ({
  method: 'get',
  url: '/directories/root/fetch',
  headers: new AxiosHeaders({ Accept: 'application/json' }),
  validateStatus: (status) => status >= 200 && status < 300,
  ...overrides,
});

const streamOf = (bytes: Uint8Array) => new Response(new Uint8Array(bytes)).body;

/** A fetch adapter answering with `body` as a stream, as axios's answers with responseType 'stream'. */
function answering(status: number, contentType: string, body: Uint8Array) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (request) => {
    seen.push(request);
    return Promise.resolve({
      status,
      statusText: '',
      headers: new AxiosHeaders({ 'content-type': contentType }),
      config: request,
      data: streamOf(body),
    });
  };
  return { adapter, seen };
}

const JSON_TEXT = JSON.stringify({ data: { directory: null, childrenDocuments: [{ name: 'План «А».pdf' }] } });

describe('readJsonOrGzipFile', () => {
  it('names the gzip file in Accept, asks for the body as a stream and lets every status through', async () => {
    const { adapter, seen } = answering(200, 'application/json', Buffer.from(JSON_TEXT));
    const request = config();
    await readJsonOrGzipFile(adapter, request);
    expect(seen[0]?.responseType).toBe('stream');
    expect(seen[0]?.validateStatus).toBeNull();
    expect(request.headers.get('Accept')).toBe(ACCEPT_JSON_OR_GZIP_FILE);
  });

  it('gives the JSON of a gzip file as text, and a JSON answer as it came', async () => {
    const file = answering(200, 'application/gzip', gzipSync(JSON_TEXT));
    const fromFile = await readJsonOrGzipFile(file.adapter, config());
    expect(fromFile.data).toBe(JSON_TEXT);
    const json = answering(200, 'application/json; charset=utf-8', Buffer.from(JSON_TEXT));
    expect((await readJsonOrGzipFile(json.adapter, config())).data).toBe(JSON_TEXT);
  });

  it('decodes a character whose bytes arrive in different chunks', async () => {
    const bytes = Buffer.from(JSON_TEXT);
    const { adapter } = answering(200, 'application/json', bytes);
    const byteByByte: AxiosAdapter = async (request) => ({
      ...(await adapter(request)),
      data: new ReadableStream<Uint8Array>({
        start(controller) {
          for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
          controller.close();
        },
      }),
    });
    expect((await readJsonOrGzipFile(byteByByte, config())).data).toBe(JSON_TEXT);
  });

  it('rejects a refused status as axios does, with the problem read', async () => {
    const problem = JSON.stringify({ type: 'about:blank', status: 404, code: 'NotFound' });
    const { adapter } = answering(404, 'application/problem+json', Buffer.from(problem));
    const failure = await readJsonOrGzipFile(adapter, config()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'ERR_BAD_REQUEST', response: { status: 404, data: problem } });
  });

  it('fails as a bad response when the file is not gzip, and as cancelled when the call was aborted', async () => {
    const broken = answering(200, 'application/gzip', Buffer.from('not gzip at all'));
    await expect(readJsonOrGzipFile(broken.adapter, config())).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
    const controller = new AbortController();
    controller.abort();
    const aborted = answering(200, 'application/gzip', Buffer.from('cut off'));
    await expect(readJsonOrGzipFile(aborted.adapter, config({ signal: controller.signal }))).rejects.toBeInstanceOf(
      CanceledError,
    );
  });

  it('asks for JSON alone, as it is, where the browser has no DecompressionStream', async () => {
    vi.stubGlobal('DecompressionStream', undefined);
    try {
      const { adapter, seen } = answering(200, 'application/json', Buffer.from(JSON_TEXT));
      const request = config();
      await readJsonOrGzipFile(adapter, request);
      expect(seen[0]?.responseType).toBeUndefined();
      expect(request.headers.get('Accept')).toBe('application/json');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
