import { chromium, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';

/**
 * Does a 10,000-item directory open and scroll smoothly? Builds the real explorer page for production (bench/explorer/,
 * data from a pre-filled query cache), renders it over 1,000 and 10,000 children in Debian's Chromium and reports the
 * time to the first rows, the rows in the DOM, and frame intervals while the list scrolls for a few seconds.
 * Run: npm run bench:explorer
 */
const RUNS = 3;
const SCROLL_MS = 4000;
const SCROLL_STEP_PX = 120;
/** The explorer list at two sizes, and the directory tree with 5,000 loaded nodes. */
const CASES = [
  { label: 'explorer list, 1,000 items', query: 'items=1000' },
  { label: 'explorer list, 10,000 items', query: 'items=10000' },
  { label: 'directory tree, 5,000 nodes', query: 'view=tree&items=5000' },
] as const;

interface Sample {
  firstRowsMs: number;
  domRows: number;
  frames: number;
  p50: number;
  p95: number;
  longFrames: number;
  heapMb: number;
}

async function measure(page: Page): Promise<Sample> {
  // Passed as text: tsx would otherwise wrap the in-page functions with helpers the page does not have.
  await page.waitForFunction('window.__firstRows !== undefined', undefined, { timeout: 60_000 });
  const firstRowsMs = await page.evaluate<number>('window.__firstRows');
  await page.waitForTimeout(500);
  const result = await page.evaluate<{ intervals: number[]; domRows: number }>(`new Promise((resolve) => {
    const list = document.querySelector('[role=listbox]') ?? document.querySelector('[role=tree]').parentElement;
    const intervals = [];
    let domRows = 0;
    let last = performance.now();
    const start = last;
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      list.scrollTop += ${String(SCROLL_STEP_PX)};
      domRows = Math.max(domRows, list.querySelectorAll('[role=option], [role=treeitem]').length);
      if (now - start < ${String(SCROLL_MS)}) requestAnimationFrame(tick);
      else resolve({ intervals, domRows });
    };
    requestAnimationFrame(tick);
  })`);
  const intervals = result.intervals.slice(1).sort((a, b) => a - b);
  const at = (q: number): number => intervals[Math.min(intervals.length - 1, Math.floor(q * intervals.length))] ?? 0;
  const heap = await page.evaluate<number>('performance.memory ? performance.memory.usedJSHeapSize : 0');
  return {
    firstRowsMs,
    domRows: result.domRows,
    frames: intervals.length,
    p50: at(0.5),
    p95: at(0.95),
    longFrames: intervals.filter((interval) => interval > 25).length,
    heapMb: heap / 1024 / 1024,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const outDir = await mkdtemp(join(tmpdir(), 'explorer-bench-'));
await build({
  configFile: false,
  root: process.cwd(),
  base: '/',
  logLevel: 'error',
  build: { outDir, target: 'esnext', rollupOptions: { input: 'bench/explorer/index.html' } },
});
const server = await preview({ configFile: false, root: process.cwd(), build: { outDir }, preview: { port: 0 } });
const origin = server.resolvedUrls?.local[0] ?? 'http://localhost:4173/';
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

try {
  const results = new Map<string, Sample[]>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const { label, query } of CASES) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${origin}bench/explorer/index.html?${query}`);
      results.set(label, [...(results.get(label) ?? []), await measure(page)]);
      await page.close();
    }
  }
  console.log(
    `Explorer list, median of ${String(RUNS)} runs (Chromium, 1440×900, scrolling ${String(SCROLL_STEP_PX)} px per frame for ${String(SCROLL_MS / 1000)} s):\n`,
  );
  console.log(
    '| case | first rows ms | rows in DOM | frames | frame p50 ms | frame p95 ms | frames > 25 ms | JS heap MB |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [label, samples] of results) {
    const m = (pick: (sample: Sample) => number, digits = 1): string => median(samples.map(pick)).toFixed(digits);
    console.log(
      `| ${label} | ${m((s) => s.firstRowsMs, 0)} | ${m((s) => s.domRows, 0)} | ${m((s) => s.frames, 0)} | ${m((s) => s.p50)} | ${m((s) => s.p95)} | ${m((s) => s.longFrames, 0)} | ${m((s) => s.heapMb)} |`,
    );
  }
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
