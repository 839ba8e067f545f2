// zod/mini, not zod's full API: this runs in the explorer's first load (README, Performance: Bundle).
import { z } from 'zod/mini';

/**
 * Deployment settings read at start from `<base>/config.json`, so one build runs against any standard OpenID
 * provider: only this file changes between installations.
 */
export const appConfigSchema = z.object({
  oidc: z.object({
    authority: z.url(),
    clientId: z.string().check(z.minLength(1)),
    scope: z.string().check(z.regex(/\bopenid\b/, 'the scope must include openid')),
  }),
  /**
   * Whether the API's origin has the explorer hub (openapi/explorer-hub.md). The reference server has; the Prism mock
   * of the contract has not, and its config.json says so, so the app against it does not try to connect at all.
   */
  explorerHub: z._default(z.boolean(), true),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export async function loadAppConfig(baseUrl: string, fetcher: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetcher(`${baseUrl}config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return appConfigSchema.parse(await response.json());
}
