import type { ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { startNginx } from '../support/nginx';

/**
 * The yardstick of an upload (issue 20): Debian's nginx accepting a PUT with WebDAV into a directory on the same disk
 * as the server's blobs, its body written to a temporary file there and renamed into place, as plain as a web server
 * receives a file.
 */
export function startWebdav(prefix: string, root: string, port: number): Promise<ChildProcess> {
  return mkdir(join(root, '.incoming'), { recursive: true }).then(() =>
    startNginx(
      prefix,
      port,
      [
        'server {',
        `  listen 127.0.0.1:${String(port)};`,
        '  client_max_body_size 0;',
        '  location / {',
        `    root ${root};`,
        // On the same file system as the target, so that the finished body is renamed, not copied.
        `    client_body_temp_path ${join(root, '.incoming')};`,
        '    dav_methods PUT;',
        '  }',
        '}',
      ].join('\n'),
    ),
  );
}

/** PUTs the file to nginx, then fsyncs what it wrote (the server's blobs are fsync'd too); the time of both, in ms. */
export async function timeWebdavPut(port: number, source: string, root: string): Promise<number> {
  const { size } = await stat(source);
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const put = request(
      { host: '127.0.0.1', port, method: 'PUT', path: '/upload.bin', headers: { 'content-length': String(size) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve(response.statusCode ?? 0);
        });
      },
    );
    put.on('error', reject);
    pipeline(createReadStream(source), put).catch(reject);
  });
  if (status !== 201 && status !== 204) throw new Error(`nginx answered the PUT with ${String(status)}.`);
  const written = join(root, 'upload.bin');
  const handle = await open(written, 'r');
  await handle.sync();
  await handle.close();
  const ms = performance.now() - started;
  await unlink(written);
  return ms;
}
