import { spawnSync } from 'node:child_process';

/**
 * The server's test suite once more, against PostgreSQL (the first run, in `vitest run`, uses the embedded SQLite).
 * Each test server works in a schema of its own inside TEST_DATABASE_URL. `.ci/run` installs and starts a PostgreSQL
 * from Debian's packages and sets the variable; elsewhere set it to a database you may write to.
 */
const url = process.env['TEST_DATABASE_URL'];
if (!url) {
  console.error(
    'The server tests need PostgreSQL for their second run: set TEST_DATABASE_URL (e.g. postgres://cde:cde@127.0.0.1:5432/cde_test), as .ci/run does.',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, SERVER_TESTS_ON_POSTGRES: '1' },
});
process.exit(result.status ?? 1);
