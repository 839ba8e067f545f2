import type { UserManager } from 'oidc-client-ts';
import { hasExpired, parseStoredUser, storedUserKey, type SignedInUser } from './stored-user.utils';

export interface AuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  /** Absolute URL of the app's base, e.g. http://127.0.0.1:5173/0/ */
  appBaseUrl: string;
}

interface SignInState {
  returnTo: string;
}

function isSignInState(value: unknown): value is SignInState {
  return typeof value === 'object' && value !== null && typeof (value as SignInState).returnTo === 'string';
}

/**
 * The app's view of OpenID Connect: a code flow with PKCE through oidc-client-ts, tokens kept in localStorage so
 * that every tab shares one sign-in and notices a sign-out in another tab.
 *
 * oidc-client-ts (a fifth of the libraries' weight in the first load) is loaded only when the sign-in itself is needed:
 * signing in, completing it, renewing, signing out. An app started with a valid token in storage reads it as the
 * library stored it (stored-user.utils.ts) and loads the library only once it has loaded, to start the renewal.
 */
export class AuthClient {
  private manager: Promise<UserManager> | undefined;
  private readonly userKey: string;

  constructor(private readonly settings: AuthSettings) {
    this.userKey = storedUserKey(settings.authority, settings.clientId);
  }

  private userManager(): Promise<UserManager> {
    this.manager ??= import('oidc-client-ts').then(
      ({ UserManager, WebStorageStateStore }) =>
        new UserManager({
          authority: this.settings.authority,
          client_id: this.settings.clientId,
          scope: this.settings.scope,
          response_type: 'code',
          redirect_uri: `${this.settings.appBaseUrl}signin-callback`,
          post_logout_redirect_uri: this.settings.appBaseUrl,
          // Renewal starts only once the app has loaded (platform.md §2.2).
          automaticSilentRenew: false,
          monitorSession: false,
          userStore: new WebStorageStateStore({ store: window.localStorage }),
        }),
    );
    return this.manager;
  }

  /** The stored text last parsed and its user: every request asks for the token, and the text rarely changes. */
  private parsed: { text: string | null; user: SignedInUser | undefined } = { text: null, user: undefined };

  private storedUser(): SignedInUser | undefined {
    const text = window.localStorage.getItem(this.userKey);
    if (text !== this.parsed.text) this.parsed = { text, user: parseStoredUser(text) };
    return this.parsed.user;
  }

  /** The signed-in user with a token still valid, if any. */
  currentUser(): Promise<SignedInUser | null> {
    const user = this.storedUser();
    return Promise.resolve(user && !hasExpired(user) ? user : null);
  }

  async accessToken(): Promise<string | undefined> {
    return (await this.currentUser())?.access_token;
  }

  /** Renews tokens without leaving the page (refresh token grant); resolves to null when that is impossible. */
  async renewSilently(): Promise<SignedInUser | null> {
    if (!this.storedUser()?.refresh_token) return null;
    try {
      return await (await this.userManager()).signinSilent();
    } catch {
      return null;
    }
  }

  async signInRedirect(returnTo: string): Promise<void> {
    await (await this.userManager()).signinRedirect({ state: { returnTo } satisfies SignInState });
  }

  /** Completes the code flow on the callback page and tells where the user was going. */
  async completeSignIn(url: string): Promise<string> {
    const user = await (await this.userManager()).signinRedirectCallback(url);
    return isSignInState(user.state) ? user.state.returnTo : '/';
  }

  /** Starts renewing tokens before they expire; the library comes now, after the app has loaded. */
  startSilentRenew(): void {
    void this.userManager().then((manager) => {
      manager.startSilentRenew();
    });
  }

  async signOutRedirect(): Promise<void> {
    const user = this.storedUser();
    const manager = await this.userManager();
    manager.stopSilentRenew();
    await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : undefined);
  }

  /** Calls back when another tab signs out (the shared user entry disappears from localStorage). */
  onSignedOutElsewhere(callback: () => void): () => void {
    const listener = (event: StorageEvent): void => {
      if (event.key === this.userKey && event.newValue === null) callback();
    };
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener('storage', listener);
    };
  }
}
