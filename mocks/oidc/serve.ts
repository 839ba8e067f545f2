import { parseArgs } from 'node:util';
import { SEEDED_ACCOUNTS } from './accounts';
import { CLIENT_ID, startOidcProvider } from './oidc-provider';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['OIDC_PORT'] ?? '4020' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port}`);
  process.exit(1);
}

const provider = await startOidcProvider({ port, host: values.host });

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

console.log(`Local OpenID Connect provider: ${provider.issuer}`);
console.log(`Discovery: ${provider.issuer}/.well-known/openid-configuration`);
console.log(`Client: ${CLIENT_ID} (public, PKCE S256)\n`);
console.log(
  table([
    ['Логин', 'Пароль', 'Имя', 'Роли'],
    ...SEEDED_ACCOUNTS.map((account) => [
      account.login,
      account.password,
      account.displayName,
      account.roles.join(', '),
    ]),
  ]),
);

const stop = (): void => {
  void provider.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
