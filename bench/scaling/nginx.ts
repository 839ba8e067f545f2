import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startNginx } from '../support/nginx';
import { ROOT } from '../support/product';

/** docs/nginx/cde.conf as it is documented, with only its `listen` line and the upstream's server lines replaced. */
export async function startProxy(
  prefix: string,
  listenPort: number,
  serverPorts: readonly number[],
): Promise<ChildProcess> {
  const documented = await readFile(join(ROOT, 'docs/nginx/cde.conf'), 'utf8');
  const servers = serverPorts.map((port) => `    server 127.0.0.1:${String(port)};`).join('\n');
  const site = documented
    .replace(/^ {4}listen 80;$/mu, `    listen 127.0.0.1:${String(listenPort)};`)
    .replace(/(?:^ {4}server 127\.0\.0\.1:\d+;\n)+/mu, `${servers}\n`);
  if (site === documented) throw new Error('docs/nginx/cde.conf no longer has the lines the benchmark replaces.');
  return startNginx(prefix, listenPort, site);
}
