// oidc-provider ships no type definitions and @types/oidc-provider is not a dependency, so this
// declares only the part of the v9 API the local provider uses. Not named oidc-provider.d.ts:
// TypeScript drops a .d.ts that shares its base name with a .ts file next to it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  type Awaitable<T> = T | Promise<T>;
  type ClaimsObject = Record<string, unknown>;

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface OIDCContext {
    readonly route?: string;
    readonly client?: Client;
  }

  /** The Koa context handed to configuration callbacks, reduced to what the mock touches. */
  export interface KoaContextWithOIDC {
    readonly oidc: OIDCContext;
    readonly host: string;
    status: number;
    type: string;
    body: unknown;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: ClaimsObject, rejected: string[]): Awaitable<ClaimsObject>;
  }

  /** Access tokens and client-credentials tokens, as seen by extraTokenClaims. */
  export interface IssuedToken {
    readonly kind: string;
    readonly accountId?: string;
    readonly clientId?: string;
    readonly grantId?: string;
  }

  /** A stored model (session, grant, code, token, interaction) as the provider hands it to its adapter. */
  export interface AdapterPayload {
    [key: string]: unknown;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterFactory = (modelName: string) => Adapter;

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string } };
  }

  export interface Configuration {
    adapter?: AdapterFactory;
    clients?: ClientMetadata[];
    jwks?: { keys: JWK[] };
    cookies?: {
      keys?: string[];
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
    };
    responseTypes?: string[];
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Awaitable<Account | undefined>;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: IssuedToken) => Awaitable<ClaimsObject | undefined>;
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: unknown) => Awaitable<boolean>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => Awaitable<boolean>);
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Awaitable<string> };
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Awaitable<void>;
    ttl?: Record<string, number | ((ctx: KoaContextWithOIDC, token: unknown, client?: Client) => number)>;
    features?: {
      devInteractions?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled?: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Awaitable<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Awaitable<void>;
      };
      resourceIndicators?: {
        enabled?: boolean;
        defaultResource?: (ctx: KoaContextWithOIDC, client: Client, oneOf?: string[]) => Awaitable<string | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Awaitable<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          indicator: string,
          client: Client,
        ) => Awaitable<ResourceServer>;
      };
    };
  }

  export interface PromptDetails {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: { name: string; reasons: string[]; details: PromptDetails };
    readonly params: Record<string, unknown>;
    readonly session?: { accountId: string; uid?: string };
    readonly grantId?: string;
    readonly returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; acr?: string; amr?: string[]; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    /** Resolves to the grant id. */
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's switch for trusting X-Forwarded-* headers. */
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
  }

  export interface OIDCProviderError extends Error {
    readonly error: string;
    readonly error_description?: string;
    readonly status: number;
  }

  export const errors: {
    readonly InvalidTarget: new (description?: string) => OIDCProviderError;
    readonly SessionNotFound: new (description?: string) => OIDCProviderError;
  };
}

// The provider's own AsyncLocalStorage of its requests' contexts (oidc/provider-context.ts disables it between them).
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const providerContext: AsyncLocalStorage<unknown>;
  // eslint-disable-next-line no-restricted-syntax -- the module's own export is a default one
  export default providerContext;
}
