import type { IncomingMessage, ServerResponse } from 'node:http';
import providerContext from 'oidc-provider/lib/helpers/als.js';

type ProviderCallback = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * oidc-provider keeps the context of each request it answers in one AsyncLocalStorage of its own
 * (lib/helpers/als.js, `run` around its routes). On Node.js 20 an AsyncLocalStorage that has run once keeps the
 * process's async hooks on until it is disabled: from the first sign-in on, every promise of every API request paid
 * for them (promise init hooks, resource lookups), about a tenth of a busy server's time on the explorer's reads. The
 * provider's requests are few (sign-in, token renewal, logout), so the storage is disabled whenever none of them is in
 * flight; the provider's next request enables it again with its `run`. A request counts until the provider's
 * middleware has settled (Koa's callback resolves after it answered), not when the client goes away, so nothing of it
 * still runs when the storage is disabled.
 */
export function releasingProviderContext(callback: ProviderCallback): ProviderCallback {
  let inFlight = 0;
  return async (req, res) => {
    inFlight += 1;
    try {
      await callback(req, res);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) providerContext.disable();
    }
  };
}
