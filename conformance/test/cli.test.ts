import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractOperations } from '../contract-model';
import { startFaultProxy } from './fault-proxy';
import { startReferenceTarget } from './reference-target';

/** `npm run conformance` as a backend team runs it: one command, a table, two report files and an exit status. */
type Reference = Awaited<ReturnType<typeof startReferenceTarget>>;
let reference: Reference;
let out: string;
/** One line and one JUnit test case per operation of the contract. */
const OPERATIONS = loadContractOperations().length;

beforeAll(async () => {
  reference = await startReferenceTarget();
  out = await mkdtemp(join(tmpdir(), 'cde-conformance-'));
}, 60_000);

afterAll(async () => {
  await reference.close();
  await rm(out, { recursive: true, force: true });
});

const withoutKitTokens = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('CONFORMANCE_TOKEN_')));

async function cli(args: string[]) {
  // The server runs in this process, so the command must not block it: spawn, never spawnSync.
  const child = spawn(process.execPath, ['--import', 'tsx', 'conformance/cli.ts', ...args], {
    // Only the tokens on the command line: none a developer's shell happens to hold.
    env: { ...withoutKitTokens(process.env), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run conformance', () => {
  it('prints the table, writes JUnit and HTML, and exits 1 while an operation fails', async () => {
    const { admin } = await reference.freshTokens();
    // The reference server passes everything: a proxy makes one operation answer 501, as a server without it would.
    const proxy = await startFaultProxy(reference.target, (answer) =>
      /^\/models\/[^/]+$/.test(answer.path) ? { ...answer, status: 501 } : answer,
    );
    const { code, stdout } = await cli([
      '--target',
      proxy.target,
      '--token',
      `admin=${admin}`,
      '--out',
      out,
      '--no-color',
    ]);
    expect(stdout).toMatch(new RegExp(`${String(OPERATIONS)} operations: \\d+ passed, [1-9]\\d* failed`));
    expect(stdout).toMatch(/^FAIL {2}getModel\b/m);
    expect(code).toBe(1);
    await proxy.close();
    const xml = await readFile(join(out, 'report.xml'), 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(OPERATIONS);
    const html = await readFile(join(out, 'report.html'), 'utf8');
    expect(html).toContain(proxy.target);
  }, 60_000);

  it('explains itself without a target, and refuses to start without the administrator’s token', async () => {
    const usage = await cli([]);
    expect(usage.code).toBe(2);
    expect(usage.stdout).toContain('--target');
    const noToken = await cli(['--target', reference.target, '--out', out]);
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/token for the role «admin»/);
  }, 30_000);
});
