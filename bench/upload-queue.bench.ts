import { chromium, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type Plugin } from 'vite';

/**
 * Does a queue of 1,000 files keep the page responsive? Builds the app's real upload queue and its panel for production
 * (bench/uploads/), queues 1,000 files of 64 KB at once in Debian's Chromium and uploads them as multipart requests to
 * a local endpoint that reads every byte and answers after a short server delay. Reports the time until all are done,
 * the main thread's long tasks (> 50 ms), frame intervals during the whole upload, the queue rows in the DOM and the
 * JS heap. Run: npm run bench:uploads
 */
const RUNS = 3;
const FILES = 1000;
const SERVER_DELAY_MS = 20;

interface Sample {
  doneMs: number;
  failed: number;
  longTasks: number;
  longTaskMs: number;
  maxLongTaskMs: number;
  startupTaskMs: number;
  p50: number;
  p95: number;
  longFrames: number;
  domRows: number;
  heapMb: number;
}

/** POST /v1/documents: drains the multipart body, then answers 201 like the contract. */
function uploadEndpoint(): Plugin {
  return {
    name: 'bench-upload-endpoint',
    configurePreviewServer(server) {
      server.middlewares.use('/v1/documents', (req: IncomingMessage, res: ServerResponse) => {
        req.resume();
        req.on('end', () => {
          setTimeout(() => {
            res.writeHead(201, { 'Content-Type': 'application/json' });
            res.end('{"data":{}}');
          }, SERVER_DELAY_MS);
        });
      });
    },
  };
}

async function measure(page: Page): Promise<Sample> {
  // Passed as text: tsx would otherwise wrap the in-page functions with helpers the page does not have.
  await page.evaluate(`(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.__frames = [];
    window.__domRows = 0;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      window.__domRows = Math.max(window.__domRows, document.querySelectorAll('[data-testid=upload-item]').length);
      if (window.__done === undefined) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await page.waitForFunction('window.__done !== undefined', undefined, { timeout: 600_000, polling: 500 });
  const raw = await page.evaluate<{
    done: number;
    failed: number;
    start: number;
    longTasks: { start: number; duration: number }[];
    frames: number[];
    domRows: number;
    heap: number;
  }>(
    `({ done: window.__done, start: window.__start, failed: window.__failed, longTasks: window.__longTasks, frames: window.__frames, domRows: window.__domRows,
        heap: performance.memory ? performance.memory.usedJSHeapSize : 0 })`,
  );
  // The page's own start (module evaluation, first render) is reported apart from the queue's work, which begins with
  // the enqueueing of the 1,000 files.
  const during = raw.longTasks.filter((task) => task.start + task.duration > raw.start).map((task) => task.duration);
  const startup = raw.longTasks.filter((task) => task.start + task.duration <= raw.start).map((task) => task.duration);
  const frames = raw.frames.slice(1).sort((a, b) => a - b);
  const at = (q: number): number => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))] ?? 0;
  return {
    doneMs: raw.done,
    failed: raw.failed,
    longTasks: during.length,
    longTaskMs: during.reduce((sum, duration) => sum + duration, 0),
    maxLongTaskMs: Math.max(0, ...during),
    startupTaskMs: Math.max(0, ...startup),
    p50: at(0.5),
    p95: at(0.95),
    longFrames: frames.filter((interval) => interval > 50).length,
    domRows: raw.domRows,
    heapMb: raw.heap / 1024 / 1024,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const outDir = await mkdtemp(join(tmpdir(), 'uploads-bench-'));
await build({
  configFile: false,
  root: process.cwd(),
  base: '/',
  logLevel: 'error',
  build: { outDir, target: 'esnext', rollupOptions: { input: 'bench/uploads/index.html' } },
});
const server = await preview({
  configFile: false,
  root: process.cwd(),
  plugins: [uploadEndpoint()],
  build: { outDir },
  preview: { port: 0 },
});
const origin = server.resolvedUrls?.local[0] ?? 'http://localhost:4173/';
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

try {
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}bench/uploads/index.html?files=${String(FILES)}`);
    samples.push(await measure(page));
    await page.close();
  }
  const m = (pick: (sample: Sample) => number, digits = 1): string => median(samples.map(pick)).toFixed(digits);
  console.log(
    `Upload queue, ${String(FILES)} files of 64 KB queued at once, median of ${String(RUNS)} runs (Chromium):\n`,
  );
  console.log(
    '| all done | failed | page start (longest task) | long tasks while queued | their time | longest | frame p50 | frame p95 | frames > 50 ms | rows in DOM | JS heap |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${m((s) => s.doneMs / 1000)} s | ${m((s) => s.failed, 0)} | ${m((s) => s.startupTaskMs, 0)} ms | ${m((s) => s.longTasks, 0)} | ${m((s) => s.longTaskMs, 0)} ms | ${m((s) => s.maxLongTaskMs, 0)} ms | ${m((s) => s.p50)} ms | ${m((s) => s.p95)} ms | ${m((s) => s.longFrames, 0)} | ${m((s) => s.domRows, 0)} | ${m((s) => s.heapMb)} MB |`,
  );
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
