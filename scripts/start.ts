import { resolve } from 'node:path';
import { startProduct } from '../server/src/product';
import { SEEDED_ACCOUNTS } from '../server/src/oidc/accounts';
import { officeConverterAvailable } from '../server/src/services/office-converter';
import { ensureAppBuild } from './ensure-app-build';

/**
 * `npm start`: the whole product on one port of this machine (docs/server.md): the reference server with its
 * database and files under ./data, the built app (built first when missing or older than its sources), and the local
 * sign-in provider with the accounts of the database (the demo's, or a first administrator's set-up link).
 */
const root = resolve(import.meta.dirname, '..');
const appDir = resolve(root, 'dist');
if (await ensureAppBuild(root, appDir)) console.log('The app was built into dist/.');

const product = await startProduct({ appDir });
console.log(`\nThe app:            ${product.url}`);
console.log(`API:                ${product.origin}/v1`);
console.log(`Sign-in provider:   ${product.issuer}`);
console.log(
  `Data:               ${product.app.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : product.app.config.dataDir}`,
);
if (product.app.unavailableOperations.includes('getArchiveContent'))
  console.log('bsdtar is not installed: archives cannot be viewed (apt-get install libarchive-tools).');
if (!officeConverterAvailable(product.app.config.officeConversion.command))
  console.log(
    'LibreOffice is not installed: only PDFs can be viewed (apt-get install libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui).',
  );
if (product.demoCreated) console.log('The demo project «ЖК «Северный квартал». Корпус 2» was created.');
if (product.firstAdministrator) {
  console.log(
    `\nNo administrator has a password yet. Set one (login «${product.firstAdministrator.login}») through this`,
  );
  console.log(`one-time link, valid for three days; each start prints a new one until it is used:`);
  console.log(`  ${product.firstAdministrator.url}`);
}
if (product.demoAccounts) {
  console.log('\nDemo accounts (password for all: demo):');
  console.table(
    SEEDED_ACCOUNTS.map((account) => ({
      login: account.login,
      name: account.displayName,
      roles: account.roles.join(', '),
    })),
  );
}

const stop = (): void => {
  void product.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
