import axios, { type AxiosAdapter, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { toAppError, type AppError } from '../shared/errors/app-error';
import { readJsonOrGzipFile } from './gzip-file';

/** Where the API lives; the contract's `servers` entry is `/v1` on the app's own origin. */
export const API_BASE_URL = '/v1';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a silent renewal, so a second 401 is not retried again. */
    retriedAfterRenewal?: boolean;
    /** The operation may answer with a gzip file of its JSON (gzipFileClient). */
    acceptsGzipFile?: boolean;
  }
}

/** How the client reaches the sign-in, without knowing oidc-client-ts. */
export interface AuthHooks {
  accessToken: () => Promise<string | undefined>;
  /** Silent renewal: the new access token, or undefined when it failed. */
  renew: () => Promise<string | undefined>;
  /** Leaves for the provider's sign-in page. */
  signIn: () => Promise<void>;
}

let auth: AuthHooks | undefined;

/** Installs (or, with undefined, removes) the sign-in the client uses for bearer tokens and 401 answers. */
export function configureAuth(hooks: AuthHooks | undefined): void {
  auth = hooks;
}

/**
 * The access token the API calls carry now, without renewing it: the real-time channel takes it as it is (platform.md
 * §2.2, its renewal is off) and, once the token expires, reconnects with whatever the API calls renewed meanwhile.
 */
export function currentAccessToken(): Promise<string | undefined> {
  return auth?.accessToken() ?? Promise.resolve(undefined);
}

const fetchAdapter = axios.getAdapter('fetch');
const xhrAdapter = axios.getAdapter(['xhr', 'http']);

/**
 * Reads go through fetch: XMLHttpRequest decodes its text on the page's main thread chunk by chunk as it arrives,
 * about 50 ms of a 10,000-item directory's 9.8 MB (bench:click), and fetch hands the body over whole. Uploads keep
 * XMLHttpRequest for their progress events, and files their Blob.
 */
const readsThroughFetch: AxiosAdapter = (config) => {
  if (config.method !== 'get' || config.responseType !== undefined || config.onDownloadProgress)
    return xhrAdapter(config);
  return config.acceptsGzipFile ? readJsonOrGzipFile(fetchAdapter, config) : fetchAdapter(config);
};

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  adapter: readsThroughFetch,
  headers: {
    // Errors come as RFC 9457 problems; naming the type lets content negotiation (and the Prism mock) serve them.
    Accept: 'application/json, application/problem+json',
    'X-Requested-With': 'XMLHttpRequest',
  },
});

async function withBearer(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  if (config.headers.has('Authorization')) return config;
  const token = await auth?.accessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** On 401: renew silently and retry once with the new token; when renewal fails, sign in again. Never loops. */
async function renewOnUnauthorized(error: unknown): Promise<unknown> {
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !auth || !error.config) throw error;
  if (error.config.retriedAfterRenewal) throw error;
  const token = await auth.renew();
  if (!token) {
    await auth.signIn();
    throw error;
  }
  const retry: InternalAxiosRequestConfig = { ...error.config, retriedAfterRenewal: true };
  retry.headers.set('Authorization', `Bearer ${token}`);
  return apiClient.request(retry);
}

/**
 * A file is asked for as a Blob and comes in its own type (octet-stream, an image), its refusals as problems: the JSON
 * Accept would make content negotiation (the Prism mock's) refuse it with 406.
 */
function acceptFiles(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.responseType === 'blob') config.headers.set('Accept', '*/*');
  return config;
}

apiClient.interceptors.request.use(withBearer);
apiClient.interceptors.request.use(acceptFiles);
apiClient.interceptors.response.use(undefined, renewOnUnauthorized);

/**
 * The orval mutator: every generated call goes through here and resolves to the response body, or rejects with a
 * typed transport error (network, timeout, aborted, or an HTTP status carrying the problem of the contract).
 * `options` are the per-call axios options (e.g. onUploadProgress), passed through untouched.
 */
export const httpClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  try {
    const response = await apiClient.request<T>({ ...config, ...options });
    return response.data;
  } catch (error) {
    throw toAppError(error);
  }
};

/** The error type of the generated hooks: the problem types orval names are all the contract's Problem. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- orval instantiates ErrorType<ProblemTypes>.
export type ErrorType<TProblem> = AppError;
export type BodyType<TBody> = TBody;
