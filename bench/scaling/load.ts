import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from '../support/product';

/** autocannon's result, as far as the benchmark reads it (the package has no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonRequest {
  method: 'GET';
  path: string;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** What failed, when anything did: the answers' status codes other than 2xx, errors and timeouts, with their counts. */
  failed: string[];
}

/** `connections` clients sending the requests in turn for `seconds`, as fast as they are answered. */
export async function load(
  origin: string,
  requests: readonly string[],
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    ...(options.headers ? { headers: options.headers } : {}),
    requests: requests.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout among the errors too.
    failures: result.non2xx + result.errors,
    failed: [
      ...Object.entries(result.statusCodeStats)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${String(count)} × ${status}`),
      ...(result.errors > result.timeouts ? [`${String(result.errors - result.timeouts)} × connection error`] : []),
      ...(result.timeouts > 0 ? [`${String(result.timeouts)} × timeout`] : []),
    ],
  };
}

/** bench/scaling/hello-world.ts in a process of its own; its origin. */
export function startHelloWorld(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/scaling/hello-world.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`The hello world server exited with ${String(code)}.`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/u.exec(chunk.toString())?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}` });
    });
  });
}
