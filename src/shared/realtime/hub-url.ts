import { API_BASE_URL } from '../../api/http-client';

/**
 * A hub's address (openapi/explorer-hub.md, office-hub.md): on the API's origin, at its root rather than under /v1,
 * derived from the API's address as the HTTP client resolves it (`/v1` on the app's own origin).
 */
export function hubUrl(path: string, origin: string, apiBaseUrl: string = API_BASE_URL): string {
  return new URL(path, new URL(apiBaseUrl, origin)).href;
}
