import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../support/product';

/**
 * Debian's nginx running docs/nginx/cde.conf as it is documented, with only its `listen` line and the upstream's
 * server lines replaced, under a prefix of its own (logs, temporary files, pid) and in the foreground.
 */
export async function startNginx(
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
  await mkdir(join(prefix, 'logs'), { recursive: true });
  await writeFile(join(prefix, 'cde.conf'), site);
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, `${kind}_temp`)};`,
      ),
      `  include ${join(prefix, 'cde.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(listenPort, nginx);
  return nginx;
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${String(child.exitCode)}.`);
    try {
      await fetch(`http://127.0.0.1:${String(port)}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on ${String(port)}.`);
}
