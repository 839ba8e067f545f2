import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';

/** Where the API lives; the contract's `servers` entry is `/v1` on the app's own origin. */
export const API_BASE_URL = '/v1';

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  headers: {
    // Errors come as RFC 9457 problems; naming the type lets content negotiation (and the Prism mock) serve them.
    Accept: 'application/json, application/problem+json',
    'X-Requested-With': 'XMLHttpRequest',
  },
});

/**
 * The orval mutator: every generated call goes through here and resolves to the response body.
 * `options` are the per-call axios options (e.g. onUploadProgress), passed through untouched.
 */
export const httpClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const response = await apiClient.request<T>({ ...config, ...options });
  return response.data;
};

export type ErrorType<TError> = AxiosError<TError>;
export type BodyType<TBody> = TBody;
