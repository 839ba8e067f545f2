/** How the kit signs in: tokens given as they are, or fetched from an OpenID provider's token endpoint. */
export interface TokenSources {
  /** `role=token` pairs. */
  tokens: readonly string[];
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** `role=username:password` pairs, signed in with the password grant at tokenUrl. */
  accounts: readonly string[];
}

function pair(text: string, what: string): [string, string] {
  const at = text.indexOf('=');
  if (at <= 0 || at === text.length - 1) throw new Error(`Expected role=${what}, got «${text}».`);
  return [text.slice(0, at), text.slice(at + 1)];
}

/** The token of one test account, by the OAuth 2.0 password grant (RFC 6749 §4.3) of the team's test client. */
async function passwordGrant(sources: TokenSources, username: string, password: string): Promise<string> {
  if (!sources.tokenUrl || !sources.clientId) throw new Error('--account needs --token-url and --client-id.');
  const form = new URLSearchParams({ grant_type: 'password', username, password, client_id: sources.clientId });
  if (sources.clientSecret) form.set('client_secret', sources.clientSecret);
  form.set('scope', 'openid');
  const response = await fetch(sources.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const token = body['access_token'];
  if (!response.ok || typeof token !== 'string') {
    throw new Error(`The token endpoint refused «${username}»: ${String(response.status)} ${JSON.stringify(body)}`);
  }
  return token;
}

/** Tokens in the environment, `CONFORMANCE_TOKEN_ADMIN=…`: a command line would show them in a CI log. */
export function tokensFromEnvironment(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env).flatMap(([name, value]) => {
    const role = /^CONFORMANCE_TOKEN_(\w+)$/.exec(name)?.[1];
    return role && value ? [`${role.toLowerCase()}=${value}`] : [];
  });
}

/** Bearer tokens by role. */
export async function resolveTokens(sources: TokenSources): Promise<Record<string, string>> {
  const tokens: Record<string, string> = Object.fromEntries(sources.tokens.map((text) => pair(text, '<token>')));
  for (const account of sources.accounts) {
    const [role, credentials] = pair(account, '<username>:<password>');
    const colon = credentials.indexOf(':');
    if (colon <= 0) throw new Error(`Expected role=<username>:<password>, got «${account}».`);
    tokens[role] = await passwordGrant(sources, credentials.slice(0, colon), credentials.slice(colon + 1));
  }
  return tokens;
}
