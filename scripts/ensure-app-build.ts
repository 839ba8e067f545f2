import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';

/** What the production build is made from: a newer file here means the build in `dist/` is stale. */
const SOURCES = ['src', 'public', 'codegen', 'index.html', 'vite.config.ts', 'package-lock.json'];

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** Builds the app into `outDir` unless a build newer than every source is already there; true when it built. */
export async function ensureAppBuild(root: string, outDir: string): Promise<boolean> {
  const built = await newestChange(join(outDir, 'index.html'));
  const sources = Math.max(...(await Promise.all(SOURCES.map((source) => newestChange(join(root, source))))));
  if (built > sources) return false;
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return true;
}
