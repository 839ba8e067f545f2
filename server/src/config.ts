import { resolve } from 'node:path';

/** The server's settings, all from the environment with embedded defaults (README: Configuration). */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where the embedded database and the blobs live. */
  dataDir: string;
  /** PostgreSQL connection string; null selects the embedded SQLite database under dataDir. */
  databaseUrl: string | null;
  /** The OpenID issuer whose JWKS signs the access tokens; null when the local provider is used. */
  issuer: string | null;
  /** The audience the access tokens are issued for. */
  audience: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env['HOST'] ?? '127.0.0.1',
    port: Number(env['PORT'] ?? '8080'),
    dataDir: resolve(env['DATA_DIR'] ?? 'data'),
    databaseUrl: env['DATABASE_URL'] ?? null,
    issuer: env['OIDC_ISSUER'] ?? null,
    audience: env['OIDC_AUDIENCE'] ?? 'urn:cde:api',
  };
}
