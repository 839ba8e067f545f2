import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveTokens, tokensFromEnvironment } from './kit-tokens';
import { renderHtml } from './report-html';
import { renderJUnit } from './report-junit';
import { summarize } from './report-model';
import { renderTable } from './report-table';
import { runConformance } from './run-conformance';

const USAGE = `npm run conformance -- --target <base URL, /v1 included> <how to sign in> [options]

Signing in (the role «admin» is required: an administrator account of the server):
  --token admin=<access token>            a bearer token as it is (repeatable, one per role); or in the
                                          environment as CONFORMANCE_TOKEN_ADMIN, CONFORMANCE_TOKEN_USER
  --token-url <url> --client-id <id> [--client-secret <secret>]
  --account admin=<username>:<password>   test accounts signed in with the password grant (repeatable)

Options:
  --parent <directory id>   make the kit's directory there, not at the top level
  --invite-email <address>  an address the kit may invite (inviteUser sends it mail)
  --allow-empty-trash       let the kit empty the account's whole trash (emptyTrash)
  --out <directory>         where report.xml (JUnit) and report.html go (default: conformance-report)
  --no-color                a table without colours

Docs: docs/conformance.md`;

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    token: { type: 'string', multiple: true },
    'token-url': { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    account: { type: 'string', multiple: true },
    parent: { type: 'string' },
    'invite-email': { type: 'string' },
    'allow-empty-trash': { type: 'boolean', default: false },
    out: { type: 'string', default: 'conformance-report' },
    'no-color': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.target) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

try {
  const tokens = await resolveTokens({
    tokens: [...tokensFromEnvironment(process.env), ...(values.token ?? [])],
    accounts: values.account ?? [],
    ...(values['token-url'] ? { tokenUrl: values['token-url'] } : {}),
    ...(values['client-id'] ? { clientId: values['client-id'] } : {}),
    ...(values['client-secret'] ? { clientSecret: values['client-secret'] } : {}),
  });
  const report = await runConformance({
    target: values.target,
    tokens,
    kit: {
      parentDirectoryId: values.parent ?? null,
      allowEmptyTrash: values['allow-empty-trash'],
      ...(values['invite-email'] ? { inviteEmail: values['invite-email'] } : {}),
    },
  });
  const out = resolve(values.out);
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'report.xml'), renderJUnit(report));
  await writeFile(join(out, 'report.html'), renderHtml(report));
  console.log(renderTable(report, { color: !values['no-color'] && process.stdout.isTTY }));
  console.log(`\nReports: ${join(out, 'report.xml')} and ${join(out, 'report.html')}`);
  process.exit(summarize(report).failed > 0 ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
