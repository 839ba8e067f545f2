import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Debian's nginx in the foreground under a prefix of its own (logs, temporary files, pid), serving `site` (the
 * content of an http block: server blocks, upstreams); resolves once it answers on `listenPort`.
 */
export async function startNginx(prefix: string, listenPort: number, site: string): Promise<ChildProcess> {
  await mkdir(join(prefix, 'logs'), { recursive: true });
  await writeFile(join(prefix, 'site.conf'), site);
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      // Started by root, the workers would drop to another user that may not write the benchmark's temporary files.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, `${kind}_temp`)};`,
      ),
      `  include ${join(prefix, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(listenPort, nginx);
  return nginx;
}

/** Stops nginx gracefully (SIGQUIT) and waits for it to exit. */
export async function stopNginx(nginx: ChildProcess): Promise<void> {
  if (nginx.exitCode !== null) return;
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  nginx.kill('SIGQUIT');
  await exited;
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
