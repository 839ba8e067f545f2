/** What the app reads of the signed-in user that oidc-client-ts keeps in storage. */
export interface SignedInUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
}

/** Where oidc-client-ts's WebStorageStateStore (its prefix `oidc.`) keeps the user of an authority and client. */
export const storedUserKey = (authority: string, clientId: string): string => `oidc.user:${authority}:${clientId}`;

const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || value === null || typeof value === 'string';

/**
 * The user as oidc-client-ts stores it (User.toStorageString, JSON), read without the library, so that the explorer's
 * first load needs none of it: with a token in storage, the access token is all the first requests carry. Undefined
 * when nothing usable is stored.
 */
export function parseStoredUser(text: string | null): SignedInUser | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { access_token, refresh_token, id_token, expires_at } = value as Record<string, unknown>;
  if (typeof access_token !== 'string' || !optionalString(refresh_token) || !optionalString(id_token)) return undefined;
  return {
    access_token,
    ...(refresh_token ? { refresh_token } : {}),
    ...(id_token ? { id_token } : {}),
    ...(typeof expires_at === 'number' ? { expires_at } : {}),
  };
}

/** Whether the access token has expired, as oidc-client-ts's User.expired counts it (whole seconds; none: never). */
export function hasExpired(user: SignedInUser, now = Date.now()): boolean {
  return user.expires_at !== undefined && user.expires_at - Math.floor(now / 1000) <= 0;
}
