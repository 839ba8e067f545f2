import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadContract } from './contract-document';
import { freePort } from './free-port';
import { bearerSubject, createExampleSelector } from './example-selector';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const API_PREFIX = '/v1';

export interface MockServerOptions {
  /** Port of the public /v1 endpoint; 0 picks a free one. */
  port?: number;
  host?: string;
  /** Generate responses from the schemas instead of serving the contract's examples. */
  dynamic?: boolean;
  /** Print Prism's own log lines. */
  verbose?: boolean;
}

export interface MockServer {
  /** Origin of the mock, e.g. http://127.0.0.1:4010; the API is under `${origin}/v1`. */
  origin: string;
  close: () => Promise<void>;
}

function startPrism(host: string, port: number, options: MockServerOptions): ChildProcess {
  const args = ['mock', 'openapi/v1.yaml', '--host', host, '--port', String(port)];
  if (options.dynamic) args.push('--dynamic', '--json-schema-faker-fillProperties=false');
  return spawn(process.execPath, [prismCli, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', options.verbose ? 'inherit' : 'ignore', 'inherit'],
  });
}

async function waitUntilListening(host: string, port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited with code ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const probe = request({ host, port, path: '/', method: 'GET', timeout: 500 }, (res) => {
        res.resume();
        resolve(true);
      });
      probe.on('error', () => {
        resolve(false);
      });
      probe.on('timeout', () => probe.destroy());
      probe.end();
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prism did not start within ${timeoutMs} ms`);
}

function notUnderPrefix(res: ServerResponse, url: string): void {
  res.writeHead(404, { 'Content-Type': 'application/problem+json' });
  res.end(
    JSON.stringify({
      type: 'urn:cde:problem:NotFound',
      title: 'NotFound',
      status: 404,
      detail: `The mock serves the API under ${API_PREFIX}; ${url} is outside it.`,
    }),
  );
}

/**
 * Forwards /v1/* to Prism with the prefix removed (Prism serves the contract's paths from the root). A request that
 * does not ask for an example with `Prefer` gets the example that mentions its ids (see example-selector.ts).
 */
function prefixProxy(prismHost: string, prismPort: number, selectExample: ReturnType<typeof createExampleSelector>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    if (url !== API_PREFIX && !url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}?`)) {
      notUnderPrefix(res, url);
      return;
    }
    const path = url.slice(API_PREFIX.length) || '/';
    const headers = { ...req.headers };
    if (!headers['prefer']) {
      const example = selectExample({
        method: req.method ?? 'GET',
        path: path.split('?')[0] ?? path,
        subject: bearerSubject(headers['authorization']),
      });
      if (example) headers['prefer'] = `example=${example}`;
    }
    const upstream = request({ host: prismHost, port: prismPort, method: req.method, path, headers }, (prismRes) => {
      res.writeHead(prismRes.statusCode ?? 502, prismRes.headers);
      prismRes.pipe(res);
    });
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/problem+json' });
      res.end(
        JSON.stringify({ type: 'urn:cde:problem:Unknown', title: 'Unknown', status: 502, detail: error.message }),
      );
    });
    req.pipe(upstream);
  };
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const prismPort = await freePort(host);
  const prism = startPrism(host, prismPort, options);
  try {
    await waitUntilListening(host, prismPort, prism, 60_000);
  } catch (error) {
    prism.kill();
    throw error;
  }

  const selectExample = createExampleSelector(loadContract().operations);
  const proxy: Server = createServer(prefixProxy(host, prismPort, selectExample));
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.port ?? 0, host, () => {
      resolve();
    });
  });
  const { port } = proxy.address() as AddressInfo;

  return {
    origin: `http://${host}:${port}`,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => {
        proxy.close(() => {
          resolve();
        });
      });
      if (prism.exitCode === null) {
        const exited = new Promise<void>((resolve) => {
          prism.once('exit', () => {
            resolve();
          });
        });
        prism.kill('SIGTERM');
        await exited;
      }
    },
  };
}
