import type { AxiosRequestConfig } from 'axios';
import { httpClient } from './http-client';

/**
 * The orval mutator of the operations that may answer with a gzip file of their JSON (fetchDirectory; orval.config.ts):
 * httpClient, the file decompressed before the JSON is read (gzip-file.ts). A module of its own, so that a test that
 * mocks http-client records these calls on its httpClient too.
 */
export const gzipFileClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  httpClient<T>({ ...config, acceptsGzipFile: true }, options);
