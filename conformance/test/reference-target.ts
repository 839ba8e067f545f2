import type { AddressInfo } from 'node:net';
import { startOfficeServer } from '../../server/test/office-helpers';
import { ADMIN, USER } from '../../server/test/test-server';

/** The reference server on a port of its own, as a backend team's server would be, and an administrator's token. */
export async function startReferenceTarget() {
  // A download condition in force, so that the kit accepts it before its downloads (acceptDownloadRequirement).
  // An office editor's discovery (a stand-in): the office session is exercised as an installation with one has it.
  const server = await startOfficeServer({
    config: { downloadRequirements: [{ id: 'site-rules', text: 'Правила площадки', buttonName: 'Принимаю' }] },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    target: `http://127.0.0.1:${String(port)}/v1`,
    tokens: {
      admin: await server.tokenFor(ADMIN, { expiresIn: '30m' }),
      user: await server.tokenFor(USER, { expiresIn: '30m' }),
    },
    /** A new token for each run: every run ends with logout. */
    freshTokens: async () => ({ admin: await server.tokenFor(ADMIN, { expiresIn: '30m' }) }),
    close: () => server.app.close(),
  };
}
