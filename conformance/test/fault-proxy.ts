import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer as it passes the proxy, which a fault may change. */
export interface ProxiedAnswer {
  method: string;
  /** The path below the target's base URL, query included. */
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type Fault = (answer: ProxiedAnswer) => ProxiedAnswer;

/**
 * A deliberately broken server for the kit's tests: the reference server behind a proxy that lets a planted fault
 * rewrite chosen answers, everything else passed through unchanged.
 */
export async function startFaultProxy(target: string, fault: Fault) {
  const upstream = new URL(target);
  const base = upstream.pathname.replace(/\/+$/, '');
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Faults rewrite the answer's JSON: the server is asked for it uncompressed.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'accept-encoding'));
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const changed = fault({
            method: req.method ?? 'GET',
            path: (req.url ?? '/').slice(base.length),
            status: answer.statusCode ?? 502,
            headers: { ...answer.headers },
            body: Buffer.concat(chunks),
          });
          const headers: ProxiedAnswer['headers'] = {
            ...changed.headers,
            'content-length': String(changed.body.length),
          };
          delete headers['transfer-encoding'];
          res.writeHead(changed.status, headers);
          res.end(changed.body);
        });
      },
    );
    forwarded.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(error.message);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    target: `http://127.0.0.1:${String(port)}${base}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
