import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SignJWT, type JSONWebKeySet } from 'jose';
import { buildServer } from '../../server/src/app';
import { configFromEnv } from '../../server/src/config';
import { createTokenVerifier } from '../../server/src/plugins/auth';

/**
 * The reference server for bench/server.bench.ts in a child process of its own (this file with `--child`), so that its
 * memory is its own: SQLite under DATA_DIR, tokens of the bench's issuer whose public keys come in BENCH_JWKS.
 */

/** The server in a child process of its own, so that its memory is its own; and the tokens it accepts. */
/** Who the bench's tokens speak for, and the issuer the child server trusts. */
export const ISSUER = 'http://issuer.bench';
export const AUDIENCE = 'urn:cde:api';
export const ACCOUNT_ID = 'c3000000-0000-4000-8000-0000000000be';
const THIS_FILE = fileURLToPath(import.meta.url);

export async function runChild(): Promise<void> {
  const jwks = JSON.parse(process.env['BENCH_JWKS'] ?? '') as JSONWebKeySet;
  const config = {
    ...configFromEnv({ DATA_DIR: process.env['DATA_DIR'], HOST: '127.0.0.1', PORT: '0' }),
    issuer: ISSUER,
  };
  const app = await buildServer({
    config,
    verifier: createTokenVerifier({ issuer: ISSUER, audience: config.audience, jwks }),
  });
  await app.listen({ host: config.host, port: 0 });
  // The parent closing the IPC channel (done, failed or interrupted) ends the server: it never outlives the bench.
  process.once('disconnect', () => {
    void app.close().finally(() => process.exit(0));
  });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? String(address.port) : ''}`);
}

export interface Child {
  process: ChildProcess;
  pid: number;
  origin: string;
}

/** Starts the server in a child process over the data directory and waits until it answers. */
export async function startChild(dataDir: string, jwks: JSONWebKeySet): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, '--child'], {
    env: { ...process.env, DATA_DIR: dataDir, BENCH_JWKS: JSON.stringify(jwks) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const { stdout } = child;
  if (!stdout) throw new Error('The server has no stdout.');
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`The server exited before it listened (code ${String(code)}).`));
    });
    // Read to the end, not just to this line, so that nothing the server prints later can fill the pipe and block it.
    createInterface({ input: stdout }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  if (child.pid === undefined) throw new Error('The server has no pid.');
  return { process: child, pid: child.pid, origin: `http://127.0.0.1:${port}` };
}

/** Asks the server to close (through the IPC channel) and waits for it; kills it if it does not go within 10 s. */
export async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) =>
    child.process.once('exit', () => {
      resolve();
    }),
  );
  if (child.process.connected) child.process.disconnect();
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function signToken(privateKey: CryptoKey): Promise<string> {
  return new SignJWT({ name: 'Бенчмарк', roles: ['staff'], email: 'bench@sevkvartal.ru' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject(ACCOUNT_ID)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
}

if (process.argv.includes('--child')) await runChild();
