import { parseArgs } from 'node:util';
import { createServer, preview } from 'vite';
import { SEEDED_ACCOUNTS } from '../server/src/oidc/accounts';
import { appSecurityHeaders } from '../server/src/plugins/security-headers';
import { startOidcProvider } from '../server/src/oidc/oidc-provider';
import { startMockServer } from '../mocks/prism-mock';
import { ensureAppBuild } from './ensure-app-build';

/**
 * One command for the whole front end on this machine: the local sign-in provider, the Prism mock of the contract
 * and the app (Vite dev server, or with --preview the production build), then the URL and the demo accounts.
 */
const { values } = parseArgs({
  options: {
    preview: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    'oidc-port': { type: 'string', default: process.env['OIDC_PORT'] ?? '4020' },
    'mock-port': { type: 'string', default: process.env['MOCK_PORT'] ?? '4010' },
  },
});

const host = values.host;
const appPort = values.preview ? 4173 : 5173;
const base = process.env['APP_BASE_PATH'] ?? '/0/';
const appUrl = `http://${host}:${appPort}${base}`;
const appOrigins = [`http://${host}:${appPort}`, `http://localhost:${appPort}`];

const oidc = await startOidcProvider({
  host,
  port: Number(values['oidc-port']),
  redirectUris: appOrigins.map((origin) => `${origin}${base}signin-callback`),
  postLogoutRedirectUris: appOrigins.map((origin) => `${origin}${base}`),
});
const mock = await startMockServer({ host, port: Number(values['mock-port']) });
process.env['API_TARGET'] = mock.origin;

let closeApp: () => Promise<void>;
if (values.preview) {
  // The build `npm test` made for the bundle budget serves here too, unless a source changed since.
  await ensureAppBuild(process.cwd(), 'dist');
  // The production build meets the product's content security policy here too, so the e2e runs on the mock check it.
  const headers = appSecurityHeaders(new URL(oidc.issuer).origin);
  const server = await preview({ preview: { host, port: appPort, headers } });
  closeApp = () => server.close();
} else {
  const server = await createServer({ server: { host, port: appPort } });
  await server.listen();
  closeApp = () => server.close();
}

console.log(`\nThe app:            ${appUrl}`);
console.log(`API (Prism mock):   ${mock.origin}/v1`);
console.log(`Sign-in provider:   ${oidc.issuer}\n`);
console.log('Demo accounts (password for all: demo):');
console.table(
  SEEDED_ACCOUNTS.map((account) => ({
    login: account.login,
    name: account.displayName,
    roles: account.roles.join(', '),
  })),
);

const stop = (): void => {
  void Promise.allSettled([closeApp(), mock.close(), oidc.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
