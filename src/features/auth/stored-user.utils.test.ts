// @vitest-environment jsdom
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasExpired, parseStoredUser, storedUserKey } from './stored-user.utils';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const nowSeconds = NOW / 1000;

/** A user as oidc-client-ts itself writes it to storage. */
function stored(fields: Partial<ConstructorParameters<typeof User>[0]>): string {
  return new User({
    access_token: 'access',
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: 'x', aud: 'app', exp: 0, iat: 0 },
    ...fields,
  }).toStorageString();
}

describe('parseStoredUser', () => {
  it('reads the tokens and the expiry oidc-client-ts stores', () => {
    expect(parseStoredUser(stored({ refresh_token: 'refresh', id_token: 'id', expires_at: nowSeconds + 600 }))).toEqual(
      { access_token: 'access', refresh_token: 'refresh', id_token: 'id', expires_at: nowSeconds + 600 },
    );
  });

  it('leaves out what is not stored', () => {
    expect(parseStoredUser(stored({}))).toEqual({ access_token: 'access' });
  });

  it('finds nothing in an empty, broken or foreign entry', () => {
    expect(parseStoredUser(null)).toBeUndefined();
    expect(parseStoredUser('')).toBeUndefined();
    expect(parseStoredUser('{"access_token":')).toBeUndefined();
    expect(parseStoredUser('"access"')).toBeUndefined();
    expect(parseStoredUser('{"refresh_token":"refresh"}')).toBeUndefined();
    expect(parseStoredUser('{"access_token":"a","id_token":5}')).toBeUndefined();
  });
});

describe('hasExpired', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('agrees with oidc-client-ts’s own User.expired, to the second', () => {
    vi.useFakeTimers({ now: NOW + 400 });
    for (const offset of [-60, -1, 0, 1, 60]) {
      const text = stored({ expires_at: nowSeconds + offset });
      const user = parseStoredUser(text);
      if (!user) throw new Error('not parsed');
      expect(hasExpired(user), `offset ${String(offset)}`).toBe(offset <= 0);
      expect(hasExpired(user)).toBe(User.fromStorageString(text).expired);
    }
  });

  it('never expires a token stored without an expiry', () => {
    const user = parseStoredUser(stored({}));
    expect(user && hasExpired(user, NOW)).toBe(false);
  });
});

it('names the entry oidc-client-ts’s user manager stores the user under', async () => {
  const settings = { authority: 'http://127.0.0.1:8080/oidc', client_id: 'cde-app', redirect_uri: 'http://app/cb' };
  const manager = new UserManager({ ...settings, userStore: new WebStorageStateStore({ store: window.localStorage }) });
  await manager.storeUser(User.fromStorageString(stored({ expires_at: nowSeconds })));
  const text = window.localStorage.getItem(storedUserKey(settings.authority, settings.client_id));
  expect(parseStoredUser(text)).toEqual({ access_token: 'access', expires_at: nowSeconds });
  await manager.removeUser();
});
