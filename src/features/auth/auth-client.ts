import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';

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
 */
export class AuthClient {
  readonly manager: UserManager;

  constructor(settings: AuthSettings) {
    this.manager = new UserManager({
      authority: settings.authority,
      client_id: settings.clientId,
      scope: settings.scope,
      response_type: 'code',
      redirect_uri: `${settings.appBaseUrl}signin-callback`,
      post_logout_redirect_uri: settings.appBaseUrl,
      // Renewal starts only once the app has loaded (platform.md §2.2).
      automaticSilentRenew: false,
      monitorSession: false,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
    });
  }

  /** The signed-in user with a token still valid, if any. */
  async currentUser(): Promise<User | null> {
    const user = await this.manager.getUser();
    return user && !user.expired ? user : null;
  }

  async accessToken(): Promise<string | undefined> {
    return (await this.currentUser())?.access_token;
  }

  /** Renews tokens without leaving the page (refresh token grant); resolves to null when that is impossible. */
  async renewSilently(): Promise<User | null> {
    const stored = await this.manager.getUser();
    if (!stored?.refresh_token) return null;
    try {
      return await this.manager.signinSilent();
    } catch {
      return null;
    }
  }

  async signInRedirect(returnTo: string): Promise<void> {
    await this.manager.signinRedirect({ state: { returnTo } satisfies SignInState });
  }

  /** Completes the code flow on the callback page and tells where the user was going. */
  async completeSignIn(url: string): Promise<string> {
    const user = await this.manager.signinRedirectCallback(url);
    return isSignInState(user.state) ? user.state.returnTo : '/';
  }

  startSilentRenew(): void {
    this.manager.startSilentRenew();
  }

  async signOutRedirect(): Promise<void> {
    const user = await this.manager.getUser();
    this.manager.stopSilentRenew();
    await this.manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : undefined);
  }

  /** Calls back when another tab signs out (the shared user entry disappears from localStorage). */
  onSignedOutElsewhere(callback: () => void): () => void {
    const key = `oidc.user:${this.manager.settings.authority}:${this.manager.settings.client_id}`;
    const listener = (event: StorageEvent): void => {
      if (event.key === key && event.newValue === null) callback();
    };
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener('storage', listener);
    };
  }
}
