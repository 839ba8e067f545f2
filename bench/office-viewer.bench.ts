import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { convertDwgToDxf } from '../server/src/services/drawing-converter';
import { convertToPdf } from '../server/src/services/office-converter';
import { largeDocx } from './office/large-docx';
import { figure, FIXTURES, median, signInToDemoProject, startProduct, uploadThroughPage } from './support/product';

/**
 * How fast does a document open in the office viewer (docs/viewers.md)?
 * 1. LibreOffice's conversion to PDF, as the server's queue runs it (a process per file, the profile kept): each office
 *    fixture of ../shared/fixtures and a DOCX of 300 pages made here, the median, min and max of 3 runs after a warm-up;
 *    and libdxfrw's conversion of the DWG sample to DXF for the drawing viewer.
 * 2. Time to the first page painted in the product (`npm start`'s server and app, Debian's Chromium at 1440×900): from
 *    the navigation to the viewer's address (the app starts, signed in) until pdf.js has drawn page 1, for a PDF of 300
 *    pages, a 2.4 MB fixture PDF and a DOCX at its first view (conversion included) and later ones; with the bytes of
 *    the PDF that crossed the wire, which shows that pdf.js reads a large file in parts.
 * Run: npm run bench:office
 */
const PORT = 8197;
const RUNS = 5;

async function conversions(work: string): Promise<Map<string, string>> {
  const big = join(work, 'Экспликация 300 листов.docx');
  await writeFile(big, await largeDocx(300));
  const files = [
    ['cyrillic.docx', join(FIXTURES, 'office/cyrillic.docx')],
    ['oasis-word-sample.doc', join(FIXTURES, 'office/oasis-word-sample.doc')],
    ['odt.odt', join(FIXTURES, 'office/odt.odt')],
    ['order.pptx', join(FIXTURES, 'office/order.pptx')],
    ['2012-03-23-Duplex-Design.xlsx', join(FIXTURES, 'office/2012-03-23-Duplex-Design.xlsx')],
    ['DOCX of 300 pages (made here)', big],
  ] as const;
  const profileDir = join(work, 'profile');
  const pdfs = new Map<string, string>();
  console.log('\nLibreOffice, conversion to PDF (median (min–max) of 3 after a warm-up)');
  for (const [label, path] of files) {
    const times: number[] = [];
    for (let run = 0; run <= 3; run += 1) {
      const started = performance.now();
      const pdf = await convertToPdf({ command: 'soffice', inputPath: path, profileDir, timeoutMs: 300_000 });
      if (run > 0) times.push(performance.now() - started);
      const kept = join(work, `${String(pdfs.size)}.pdf`);
      await writeFile(kept, await readFile(pdf.path));
      pdfs.set(label, kept);
      await pdf.release();
    }
    console.log(`  ${label.padEnd(32)} ${figure(times)}`);
  }
  return pdfs;
}

/** libdxfrw's conversion of the DWG sample to DXF, as the server's queue runs it (a Node process per drawing). */
async function drawingConversions(work: string): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run <= 3; run += 1) {
    const outputPath = join(work, `drawing-${String(run)}.dxf`);
    const started = performance.now();
    await convertDwgToDxf({ inputPath: join(FIXTURES, 'dwg/sample_AC1015.dwg'), outputPath, timeoutMs: 120_000 });
    if (run > 0) times.push(performance.now() - started);
  }
  console.log('\nlibdxfrw, DWG to DXF (median (min–max) of 3 after a warm-up)');
  console.log(`  ${'sample_AC1015.dwg (1.3 MB)'.padEnd(32)} ${figure(times)}`);
}

/** Opens the viewer's address and waits for pdf.js to draw page 1; the time and the PDF's bytes on the wire. */
async function firstPage(page: Page, documentId: string): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const count = (response: { url(): string; headers(): Record<string, string> }) => {
    if (/\/versions\/-?\d+\/pdf$/.test(response.url())) bytes += Number(response.headers()['content-length'] ?? 0);
  };
  page.on('response', count);
  const failures: string[] = [];
  const failed = (response: { url(): string; status(): number }) => {
    if (response.url().includes('/v1/') && response.status() >= 400)
      failures.push(`${String(response.status())} ${response.url()}`);
  };
  page.on('response', failed);
  const started = Date.now();
  await page.goto(`/0/documents/${documentId}/versions/-1/office`);
  await page
    .locator('.page[data-page-number="1"][data-loaded="true"] canvas')
    .waitFor({ timeout: 120_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: 'test-results/bench-office-timeout.png' });
      console.error('Answers that failed:', failures);
      throw error;
    });
  const ms = Date.now() - started;
  page.off('response', count);
  page.off('response', failed);
  return { ms, bytes };
}

async function firstPages(pdfs: Map<string, string>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'office-bench-data-'));
  const product = await startProduct(dataDir, PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({
      baseURL: `http://127.0.0.1:${String(PORT)}`,
      viewport: { width: 1440, height: 900 },
    });
    const directoryId = await signInToDemoProject(page, 'staff');

    const large = await uploadThroughPage(
      page,
      directoryId,
      'Экспликация, 300 листов.pdf',
      pdfs.get('DOCX of 300 pages (made here)') ?? '',
    );
    const geo = await uploadThroughPage(
      page,
      directoryId,
      'GeoTopo.pdf',
      join(FIXTURES, 'pdf/GeoTopo-komprimiert.pdf'),
    );
    const cases = [
      ['PDF of 300 pages (470 KB)', large],
      ['GeoTopo-komprimiert.pdf (2.4 MB)', geo],
    ] as const;
    console.log(`\nFirst page painted in Chromium, app start included (median (min–max) of ${String(RUNS)})`);
    for (const [label, id] of cases) {
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await firstPage(page, id));
      console.log(
        `  ${label.padEnd(36)} ${figure(samples.map((sample) => sample.ms))}, ${String(Math.round(median(samples.map((sample) => sample.bytes)) / 1024))} KB of the PDF read`,
      );
    }
    const docx = [];
    for (let run = 0; run < RUNS; run += 1) {
      const id = await uploadThroughPage(
        page,
        directoryId,
        `Записка ${String(run)}.docx`,
        join(FIXTURES, 'office/cyrillic.docx'),
      );
      docx.push({ first: await firstPage(page, id), again: await firstPage(page, id) });
    }
    console.log(`  ${'cyrillic.docx, first view'.padEnd(36)} ${figure(docx.map((sample) => sample.first.ms))}`);
    console.log(`  ${'cyrillic.docx, later views'.padEnd(36)} ${figure(docx.map((sample) => sample.again.ms))}`);
  } finally {
    await browser.close();
    product.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const work = await mkdtemp(join(tmpdir(), 'office-bench-'));
try {
  const pdfs = await conversions(work);
  await drawingConversions(work);
  await firstPages(pdfs);
} finally {
  await rm(work, { recursive: true, force: true });
}
