import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import { gzipFileClient } from './gzip-file-client';
import { apiClient, configureAuth, httpClient } from './http-client';

type Reply = { status: number; data?: unknown };

/** Answers requests from a script and records the Authorization header of each. */
function scriptedAdapter(replies: Reply[]): { adapter: AxiosAdapter; seen: (string | undefined)[] } {
  const seen: (string | undefined)[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    seen.push(config.headers.get('Authorization') as string | undefined);
    const reply = replies.shift() ?? { status: 500 };
    const response = { data: reply.data, status: reply.status, statusText: '', headers: new AxiosHeaders(), config };
    if (reply.status >= 400) {
      return Promise.reject(new AxiosError('failed', undefined, config, undefined, response));
    }
    return Promise.resolve(response);
  };
  return { adapter, seen };
}

describe('the HTTP client', () => {
  const originalAdapter = apiClient.defaults.adapter;
  const renew = vi.fn<() => Promise<string | undefined>>();
  const signIn = vi.fn<() => Promise<void>>();

  beforeEach(() => {
    renew.mockReset();
    signIn.mockReset().mockResolvedValue(undefined);
    configureAuth({ accessToken: () => Promise.resolve('old-token'), renew, signIn });
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    configureAuth(undefined);
  });

  it('sends the bearer token, Accept JSON and X-Requested-With', async () => {
    const headers: Record<string, unknown>[] = [];
    apiClient.defaults.adapter = (config) => {
      headers.push(config.headers.toJSON());
      return Promise.resolve({ data: { ok: true }, status: 200, statusText: '', headers: new AxiosHeaders(), config });
    };
    await expect(httpClient({ url: '/application', method: 'GET' })).resolves.toEqual({ ok: true });
    expect(headers[0]).toMatchObject({
      Authorization: 'Bearer old-token',
      Accept: 'application/json, application/problem+json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('accepts any type for a file asked for as a Blob', async () => {
    const accepted: unknown[] = [];
    apiClient.defaults.adapter = (config) => {
      accepted.push(config.headers.get('Accept'));
      return Promise.resolve({
        data: new Blob(['x']),
        status: 200,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      });
    };
    await httpClient({ url: '/documents/d/versions/0/download', method: 'GET' }, { responseType: 'blob' });
    await httpClient({ url: '/application', method: 'GET' });
    expect(accepted).toEqual(['*/*', 'application/json, application/problem+json']);
  });

  it('renews silently on 401 and retries once with the new token', async () => {
    const { adapter, seen } = scriptedAdapter([{ status: 401 }, { status: 200, data: 'done' }]);
    apiClient.defaults.adapter = adapter;
    renew.mockResolvedValue('new-token');
    await expect(httpClient({ url: '/users', method: 'GET' })).resolves.toBe('done');
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('does not retry a second time when the retry is refused too', async () => {
    const { adapter, seen } = scriptedAdapter([{ status: 401 }, { status: 401 }, { status: 200 }]);
    apiClient.defaults.adapter = adapter;
    renew.mockResolvedValue('new-token');
    await expect(httpClient({ url: '/users', method: 'GET' })).rejects.toMatchObject({ code: 'Http', status: 401 });
    expect(seen).toHaveLength(2);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('redirects to sign-in when silent renewal fails, without retrying', async () => {
    const { adapter, seen } = scriptedAdapter([{ status: 401 }, { status: 200 }]);
    apiClient.defaults.adapter = adapter;
    renew.mockResolvedValue(undefined);
    await expect(httpClient({ url: '/users', method: 'GET' })).rejects.toMatchObject({ code: 'Http', status: 401 });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('leaves other errors alone', async () => {
    const { adapter } = scriptedAdapter([{ status: 403 }]);
    apiClient.defaults.adapter = adapter;
    await expect(httpClient({ url: '/users', method: 'GET' })).rejects.toMatchObject({ code: 'Http', status: 403 });
    expect(renew).not.toHaveBeenCalled();
  });

  it('rejects network failures and cancellations as typed errors', async () => {
    apiClient.defaults.adapter = (config) => Promise.reject(new AxiosError('socket hang up', 'ECONNRESET', config));
    await expect(httpClient({ url: '/users', method: 'GET' })).rejects.toMatchObject({ code: 'Network' });
    apiClient.defaults.adapter = (config) => Promise.reject(new AxiosError('timeout', 'ECONNABORTED', config));
    await expect(httpClient({ url: '/users', method: 'GET' })).rejects.toMatchObject({ code: 'Timeout' });
    const controller = new AbortController();
    controller.abort();
    apiClient.defaults.adapter = originalAdapter;
    await expect(
      httpClient({ url: 'http://127.0.0.1:9/users', method: 'GET', signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'Aborted',
    });
  });

  it('passes per-call options such as upload progress through', async () => {
    const onUploadProgress = vi.fn();
    let received: unknown;
    apiClient.defaults.adapter = (config) => {
      received = config.onUploadProgress;
      return Promise.resolve({ data: null, status: 200, statusText: '', headers: new AxiosHeaders(), config });
    };
    await httpClient({ url: '/documents', method: 'POST' }, { onUploadProgress });
    expect(received).toBe(onUploadProgress);
  });

  it('reads a gzip file as the JSON it holds through fetchDirectory’s client, and names it in Accept', async () => {
    const load = { data: { directory: null, ancestors: [], childrenDirectories: [], childrenDocuments: [] } };
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (input: Request) => {
      requests.push(input);
      if (!input.headers.get('accept')?.includes('application/gzip')) return Promise.resolve(Response.json(load));
      const body = new Uint8Array(gzipSync(JSON.stringify(load)));
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/gzip' } }));
    });
    try {
      await expect(
        gzipFileClient({ url: 'http://127.0.0.1:9/v1/directories/root/fetch', method: 'GET' }),
      ).resolves.toEqual(load);
      await expect(httpClient({ url: 'http://127.0.0.1:9/v1/application', method: 'GET' })).resolves.toEqual(load);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(requests[0]?.headers.get('accept')).toBe('application/json, application/gzip, application/problem+json');
    expect(requests[1]?.headers.get('accept')).toBe('application/json, application/problem+json');
  });
});
