import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { ensureAppBuild } from './ensure-app-build';

/**
 * `npm run size`: the explorer's first load against its budget (README, Performance: Bundle).
 *
 * The budget is .size-limit.json: the first load's chunks by name (vite.config.ts names them: the entry `index`, the
 * bundler's runtime, `react`, `ui-kit`, `vendor` and `app`), gzip, against a limit. Names alone could drift from what
 * the page loads (a new chunk in the first load, a lazy chunk of the same name), so the page decides: dist/index.html
 * loads the entry with <script type="module"> and every chunk it imports statically with <link rel="modulepreload">,
 * exactly what a browser fetches before the app runs. This script
 *
 * 1. builds the app into dist/ unless a build newer than every source is there (`ensureAppBuild`, as `npm start` and
 *    the e2e runner do), so it costs nothing when a fresh build is there;
 * 2. fails if the model viewer (its feature, three.js, That Open fragments) is in any script dist/index.html loads up
 *    front (by the chunks' source maps);
 * 3. fails unless the budget's names match exactly those scripts;
 * 4. runs size-limit with .size-limit.json.
 */
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const assets = join(dist, 'assets');
/** The app's base path, as vite.config.ts takes it: the page names its scripts below it. */
const base = process.env['APP_BASE_PATH'] ?? '/0/';

/** The model viewer's own modules. */
const MODEL_VIEWER_FEATURE = /[\\/]src[\\/]features[\\/]model-viewer[\\/]/;
/** What only the lazily loaded viewers may bring: the model viewer, three.js and That Open fragments. */
const MODEL_VIEWER_MODULE =
  /[\\/]src[\\/]features[\\/]model-viewer[\\/]|[\\/]node_modules[\\/](three|@thatopen|web-ifc)[\\/]/;
/** A chunk this small may lack a source map (the bundler's runtime helpers have none): it holds no library. */
const UNMAPPED_CHUNK_BYTES = 2_000;

interface SizeLimitCheck {
  name: string;
  path: string[];
}

/** The scripts dist/index.html loads before the app runs: the entry, then the chunks it preloads (file names). */
async function firstLoadScripts(): Promise<string[]> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  const files = tags.map((tag) => {
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (!address.startsWith(`${base}assets/`))
      throw new Error(`dist/index.html loads ${address}, not below ${base}assets/`);
    return address.slice(`${base}assets/`.length);
  });
  if (files.length === 0) throw new Error('dist/index.html loads no script');
  return files;
}

/** The budget's patterns (`dist/assets/<name>-????????.js`: `?` one character of the hash) as expressions. */
async function budgetPatterns(): Promise<RegExp[]> {
  const [check] = JSON.parse(await readFile(join(root, '.size-limit.json'), 'utf8')) as SizeLimitCheck[];
  if (!check) throw new Error('.size-limit.json has no check');
  return check.path.map((glob) => {
    const name = glob.replace(/^dist\/assets\//, '');
    if (name === glob || !/^[\w.?-]+$/.test(name))
      throw new Error(`.size-limit.json: ${glob} is not dist/assets/<name>`);
    return new RegExp(`^${name.replaceAll('.', '\\.').replaceAll('?', '[^/]')}$`);
  });
}

/** The budget counts exactly what the page loads up front: nothing missing, nothing more. */
async function checkBudgetNames(firstLoad: string[]): Promise<void> {
  const patterns = await budgetPatterns();
  const counted = (file: string) => patterns.some((pattern) => pattern.test(file));
  const uncounted = firstLoad.filter((file) => !counted(file));
  const extra = (await readdir(assets)).filter((file) => counted(file) && !firstLoad.includes(file));
  if (uncounted.length > 0) {
    throw new Error(
      `dist/index.html loads ${uncounted.join(', ')} up front, which .size-limit.json does not count: put its modules ` +
        'in a chunk of the first load (vite.config.ts, codeSplitting) or name the chunk in .size-limit.json',
    );
  }
  if (extra.length > 0) {
    throw new Error(`.size-limit.json counts ${extra.join(', ')}, which dist/index.html does not load up front`);
  }
}

/** The modules a chunk holds, by its source map; undefined when it has none. */
async function chunkSources(file: string): Promise<string[] | undefined> {
  const map = await readFile(join(assets, `${file}.map`), 'utf8').catch(() => undefined);
  return map === undefined ? undefined : (JSON.parse(map) as { sources: string[] }).sources;
}

async function checkModelViewerIsLazy(firstLoad: string[]): Promise<void> {
  // The check means something only while the build has the model viewer's chunks at all.
  const lazy: string[] = [];
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    if ((await chunkSources(file))?.some((source) => MODEL_VIEWER_FEATURE.test(source))) lazy.push(file);
  }
  if (lazy.length === 0) throw new Error('No chunk of the build holds the model viewer: the check would prove nothing');

  const leaked: string[] = [];
  for (const file of firstLoad) {
    const sources = await chunkSources(file);
    if (!sources && (await readFile(join(assets, file))).length > UNMAPPED_CHUNK_BYTES) {
      throw new Error(`${file} has no source map: its modules cannot be checked`);
    }
    const modules = (sources ?? []).filter((source) => MODEL_VIEWER_MODULE.test(source));
    if (modules.length > 0)
      leaked.push(
        `${file}: ${modules
          .slice(0, 3)
          .map((module) => basename(module))
          .join(', ')}`,
      );
  }
  if (leaked.length > 0) {
    throw new Error(`The model viewer is in the explorer's first load; it must stay lazy:\n  ${leaked.join('\n  ')}`);
  }
  console.log(`The model viewer stays out of the first load (its chunks: ${lazy.join(', ')}).`);
}

try {
  if (await ensureAppBuild(root, dist)) console.log('The app was built into dist/.');
  const firstLoad = await firstLoadScripts();
  await checkModelViewerIsLazy(firstLoad);
  await checkBudgetNames(firstLoad);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const sizeLimit = join(dirname(createRequire(import.meta.url).resolve('size-limit/package.json')), 'bin.js');
const result = spawnSync(process.execPath, [sizeLimit], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
