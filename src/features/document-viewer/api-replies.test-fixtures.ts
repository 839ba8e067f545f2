import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../../api/http-client';

/** An answer of the server, as the app's client receives it. */
export interface Reply {
  status: number;
  body: Blob;
  headers?: Record<string, string>;
}

/** Answers every request of the app's client with `reply` and records what was asked. */
export function answer(reply: Reply): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const response = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (reply.status >= 400) return Promise.reject(new AxiosError('failed', undefined, config, undefined, response));
    return Promise.resolve(response);
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

export const json = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });
