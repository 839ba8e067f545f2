import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for the app's build: the server only needs an index.html and a file under its base path. */
export async function fakeAppBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cde-app-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>CDE</title><div id="root"></div>');
  await writeFile(join(dir, 'app.js'), 'console.log("app")');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'index-4f9a1c2b.js'), 'console.log("hashed")');
  return dir;
}
