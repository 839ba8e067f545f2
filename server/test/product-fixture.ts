import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for the app's build: the server only needs an index.html and a file under its base path. */
export async function fakeAppBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cde-app-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>CDE</title><div id="root"></div>');
  await writeFile(join(dir, 'app.js'), 'console.log("app")');
  return dir;
}

/** A port free right now on 127.0.0.1 (the product needs to know its port before it listens: it is in its issuer). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}
