import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';

/**
 * Does the winter snowfall cost anything while scrolling? Scrolls a long table for a few seconds with and without
 * the real Snowfall component in Debian's Chromium and reports frame intervals and main-thread work.
 * Run: npx tsx bench/snowfall-scroll.bench.ts
 */
const RUNS = 3;
const SCROLL_MS = 4000;

interface Sample {
  frames: number;
  p50: number;
  p95: number;
  longFrames: number;
  taskMs: number;
  styleMs: number;
  layoutMs: number;
}

async function measure(page: Page): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Record<string, number>> => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
  };
  const before = await metrics();
  // Passed as text: tsx would otherwise wrap the in-page function with helpers the page does not have.
  const framesPromise = page.evaluate<number[]>(`new Promise((resolve) => {
    const intervals = [];
    let last = performance.now();
    const start = last;
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      window.scrollBy(0, 40);
      if (now - start < ${String(SCROLL_MS)}) requestAnimationFrame(tick);
      else resolve(intervals);
    };
    requestAnimationFrame(tick);
  })`);
  const intervals = (await framesPromise).slice(1).sort((a, b) => a - b);
  const after = await metrics();
  const delta = (name: string): number => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
  const at = (q: number): number => intervals[Math.min(intervals.length - 1, Math.floor(q * intervals.length))] ?? 0;
  await cdp.detach();
  return {
    frames: intervals.length,
    p50: at(0.5),
    p95: at(0.95),
    longFrames: intervals.filter((interval) => interval > 25).length,
    taskMs: delta('TaskDuration'),
    styleMs: delta('RecalcStyleDuration'),
    layoutMs: delta('LayoutDuration'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const server = await createServer({
  configFile: false,
  root: process.cwd(),
  base: '/',
  logLevel: 'error',
  server: { port: 0 },
});
await server.listen();
const origin = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  const results: Record<string, Sample[]> = { 'snow off': [], 'snow on (flakes falling)': [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [label, query] of [
      ['snow off', '0'],
      ['snow on (flakes falling)', '1'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${origin}bench/snowfall/index.html?snow=${query}`);
      await page.getByRole('table').waitFor();
      if (query === '1') await page.getByTestId('snowfall').waitFor({ state: 'attached', timeout: 30_000 });
      else await page.waitForTimeout(1000);
      results[label]?.push(await measure(page));
      await page.close();
    }
  }
  console.log(`Scrolling a 2,000-row table for ${SCROLL_MS / 1000} s, median of ${RUNS} runs (Chromium, 1440×900):\n`);
  console.log(
    '| mode | frames | frame p50 ms | frame p95 ms | frames > 25 ms | main-thread task ms | style ms | layout ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [label, samples] of Object.entries(results)) {
    const m = (pick: (sample: Sample) => number): string => median(samples.map(pick)).toFixed(1);
    console.log(
      `| ${label} | ${m((s) => s.frames)} | ${m((s) => s.p50)} | ${m((s) => s.p95)} | ${m((s) => s.longFrames)} | ${m((s) => s.taskMs)} | ${m((s) => s.styleMs)} | ${m((s) => s.layoutMs)} |`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
