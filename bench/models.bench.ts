import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { measureConversions } from './models/conversions';
import {
  accessToken,
  figure,
  FIXTURES,
  median,
  signInToDemoProject,
  startProduct,
  uploadThroughPage,
} from './support/product';

/**
 * How fast are building models ready and shown (docs/models.md)?
 * 1. The server's converter (IFC → That Open fragments, a process per model): time, peak memory and output size of
 *    every IFC fixture.
 * 2. Through the product (`npm start`, SQLite): the four Schependomlaan disciplines uploaded and a merged model of them
 *    created; the time until it is Merged (the four converted one after another by the model queue).
 * 3. The built-in viewer in Debian's Chromium at 1440×900 with software WebGL (SwiftShader, as on a machine without a
 *    GPU): from opening the viewer's address (the app starting, signed in) to every part loaded and drawn
 *    (`data-state="ready"`), for the largest model alone and for the four federated; the frame times while orbiting for
 *    three seconds; the page's JavaScript heap once loaded.
 * Run: npm run bench:models
 */
const PORT = 8198;
const RUNS = 5;

const SCHEPENDOMLAAN = [
  ['Кладка.ifc', 'ifc/Schependomlaan_IFC-kalkzandsteen.ifc'],
  ['Перекрытия.ifc', 'ifc/Schependomlaan_IFC-breedplaatvloeren.ifc'],
  ['Сталь.ifczip', 'ifc/Schependomlaan_ROOT-staal.ifczip'],
  ['Окна и двери.ifc', 'ifc/Schependomlaan_IFC-houten-kozijnen.ifc'],
] as const;

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await accessToken(page);
  return page.evaluate(
    async (call: { method: string; path: string; body: string | undefined; token: string }) => {
      const response = await fetch(`/v1${call.path}`, {
        method: call.method,
        headers: { authorization: `Bearer ${call.token}`, 'content-type': 'application/json' },
        ...(call.body === undefined ? {} : { body: call.body }),
      });
      if (!response.ok)
        throw new Error(`${call.method} ${call.path}: ${String(response.status)} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body: body === undefined ? undefined : JSON.stringify(body), token },
  );
}

interface SyncStatus {
  tanglVersionId: string | null;
  uploadState: string;
}

/** Creates a merged model of the documents and waits until it is Merged; its model id and the time it took. */
async function mergedModel(page: Page, directoryId: string, documentIds: string[]) {
  const started = performance.now();
  const { data } = await api<{ data: { id: string } }>(page, 'POST', '/merged-models', {
    name: `Schependomlaan ${String(Date.now())}`,
    parentDirectoryId: directoryId,
    documentIds,
  });
  for (;;) {
    const status = await api<SyncStatus>(page, 'GET', `/tangl/${data.id}/versions/-1/uploadStatus`);
    if (status.uploadState === 'Merged' && status.tanglVersionId)
      return { id: status.tanglVersionId, ms: performance.now() - started };
    if (status.uploadState === 'Error') throw new Error(`The merged model failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the viewer with the model ids and waits until every part is drawn; the time it took. */
async function firstFrame(page: Page, ids: string[]): Promise<number> {
  const started = Date.now();
  await page.goto(`/0/tangl-viewer/model/?${ids.map((id) => `ids=${id}`).join('&')}`);
  await page.getByTestId('model-viewer').and(page.locator('[data-state="ready"]')).waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

/** Orbits for three seconds by dragging across the canvas; the intervals between the frames drawn meanwhile. */
async function orbitFrameTimes(page: Page): Promise<number[]> {
  const box = await page.getByTestId('model-viewer-canvas').boundingBox();
  if (!box) throw new Error('No canvas.');
  // A string, not a function: tsx would name the inner callback with a helper the page does not have.
  await page.evaluate(`(() => {
    const times = [];
    window.frameTimes = times;
    const tick = (time) => {
      times.push(time);
      if (times.length < 100000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  const started = Date.now();
  for (let step = 0; Date.now() - started < 3000; step += 1)
    await page.mouse.move(x + Math.sin(step / 20) * box.width * 0.3, y + Math.cos(step / 30) * 40, { steps: 1 });
  await page.mouse.up();
  const times = await page.evaluate<number[]>('window.frameTimes');
  return times.slice(1).map((time, index) => time - (times[index] ?? time));
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

async function viewer(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'models-bench-data-'));
  const product = await startProduct(dataDir, PORT);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const page = await browser.newPage({
      baseURL: `http://127.0.0.1:${String(PORT)}`,
      viewport: { width: 1440, height: 900 },
    });
    const directoryId = await signInToDemoProject(page, 'staff');
    const documents: string[] = [];
    for (const [name, path] of SCHEPENDOMLAAN)
      documents.push(await uploadThroughPage(page, directoryId, name, join(FIXTURES, path)));
    const merged = await mergedModel(page, directoryId, documents);
    console.log('\nThrough the product: four Schependomlaan disciplines (11.6 MB of IFC) merged');
    console.log(`  ${'created → Merged (four conversions)'.padEnd(44)} ${(merged.ms / 1000).toFixed(1)} s`);
    const largest = await api<SyncStatus>(page, 'GET', `/tangl/${documents[3] ?? ''}/versions/-1/uploadStatus`);

    const cases = [
      ['Schependomlaan kozijnen (9.3 MB) alone', [largest.tanglVersionId ?? '']],
      ['the four disciplines federated', [merged.id]],
    ] as const;
    console.log(`\nThe built-in viewer, Chromium with software WebGL (median (min–max) of ${String(RUNS)})`);
    for (const [label, ids] of cases) {
      const opened: number[] = [];
      for (let run = 0; run < RUNS; run += 1) opened.push(await firstFrame(page, [...ids]));
      const frames = await orbitFrameTimes(page);
      const heap = await page.evaluate(
        () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      );
      console.log(`  ${label}`);
      console.log(`    ${'address → every part drawn'.padEnd(40)} ${figure(opened)}`);
      console.log(
        `    ${'frame time while orbiting'.padEnd(40)} median ${median(frames).toFixed(1)} ms, 95th percentile ${percentile(frames, 0.95).toFixed(1)} ms, ${String(frames.length)} frames in 3 s`,
      );
      console.log(`    ${'JavaScript heap once loaded'.padEnd(40)} ${(heap / 1024 / 1024).toFixed(0)} MiB`);
    }
  } finally {
    await browser.close();
    product.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await measureConversions(3);
await viewer();
