import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';

const ARCHITECTURE_ID = 'a1000000-0000-4000-8000-000000000004';
const PLAN_ID = 'b2000000-0000-4000-8000-000000000001';
const PLAN = 'АР-01 План 1 этажа.pdf';
/** The mock's overview of the plan names its head, version index 2. */
const VIEWER = `documents/${PLAN_ID}/versions/2/office`;
const VIEWER_URL = new RegExp(`/0/${VIEWER}$`);

/** Real PDFs of the shared fixtures, read where they lie (never copied into the repository). */
const FIXTURES = resolve(import.meta.dirname, '../../shared/fixtures/pdf');
/** 9 A3 pages of assembly drawings with a text layer (WikiHouse's Wren). */
const MANUAL = readFileSync(resolve(FIXTURES, 'WREN_Tolerance-Test_AssemblyManual_v1.pdf'));
/** 117 pages, 1.8 MB, linearised: a document pdf.js should read only in part. */
const LONG = readFileSync(resolve(FIXTURES, 'GeoTopo-komprimiert.pdf'));

interface PdfRoute {
  /** The Range header of every request, in order. */
  ranges: string[];
  /** How many bytes were sent in all. */
  sent: () => number;
}

/**
 * Serves `pdf` as the plan's getVersionPdf, honouring one byte range as the server does (206 with Content-Range, else
 * the whole file); the first `preparing` requests are answered 202 (the conversion waits in the queue) instead.
 */
async function servePdf(page: Page, pdf: Buffer, { preparing = 0 } = {}): Promise<PdfRoute> {
  const ranges: string[] = [];
  let sent = 0;
  let waits = preparing;
  await page.route(`**/v1/documents/${PLAN_ID}/versions/*/pdf`, async (route) => {
    const range = route.request().headers()['range'] ?? '';
    ranges.push(range);
    if (waits > 0) {
      waits -= 1;
      await route.fulfill({
        status: 202,
        headers: { 'Retry-After': '1' },
        json: { data: { state: 'Queued', queuePosition: 2 } },
      });
      return;
    }
    const match = /^bytes=(\d+)-(\d*)$/.exec(range);
    const start = match ? Number(match[1]) : 0;
    const end = match?.[2] ? Math.min(Number(match[2]), pdf.length - 1) : pdf.length - 1;
    const body = pdf.subarray(start, end + 1);
    sent += body.length;
    await route.fulfill({
      status: match ? 206 : 200,
      body,
      headers: {
        'Content-Type': 'application/pdf',
        'Accept-Ranges': 'bytes',
        ...(match ? { 'Content-Range': `bytes ${String(start)}-${String(end)}/${String(pdf.length)}` } : {}),
      },
    });
  });
  return { ranges, sent: () => sent };
}

const toolbar = (page: Page) => page.getByRole('group', { name: 'Панель просмотра' });
const pageNumber = (page: Page) => page.getByRole('textbox', { name: 'Номер страницы' });
const renderedPage = (page: Page, number: number) => page.locator(`.page[data-page-number="${String(number)}"] canvas`);

/** The page is no wider than the window: only the PDF's own area scrolls sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('the document viewer against the mock', () => {
  test('opens a PDF from the explorer’s «view»: pages, zoom and search', async ({ page }) => {
    const pdf = await servePdf(page, MANUAL);
    await signIn(page, 'user', `directories/${ARCHITECTURE_ID}`);
    const list = page.getByRole('listbox', { name: 'Содержимое каталога' });
    await list.getByRole('option', { name: new RegExp(`^${PLAN}`) }).click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
    await page.waitForURL(VIEWER_URL);

    await expect(page.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
    await expect(page.getByText(/^Версия 3 от 21 ноября 2026/)).toBeVisible();
    await expect(renderedPage(page, 1)).toBeVisible();
    await expect(pageNumber(page)).toHaveValue('1');
    await expect(toolbar(page).getByText('из 9')).toBeVisible();
    // The go-back link of the route, no footer, and no «start editing» pencil: a PDF is no document the editor edits.
    await expect(page.getByRole('navigation', { name: 'Меню' }).getByText('Назад')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /редактир/i })).toHaveCount(0);
    // pdf.js read the file in ranges, through the app's client.
    expect(pdf.ranges.length).toBeGreaterThan(0);
    expect(pdf.ranges.every((range) => range.startsWith('bytes='))).toBe(true);
    await expect(page.getByRole('region', { name: 'Страница 1' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/document-viewer.png', animations: 'disabled' });

    await toolbar(page).getByRole('button', { name: 'Следующая страница' }).click();
    await expect(pageNumber(page)).toHaveValue('2');
    await expect(renderedPage(page, 2)).toBeVisible();
    await pageNumber(page).fill('5');
    await pageNumber(page).press('Enter');
    await expect(pageNumber(page)).toHaveValue('5');
    await expect(renderedPage(page, 5)).toBeVisible();

    const zoom = toolbar(page).getByRole('combobox', { name: 'Масштаб' });
    await expect(zoom).toHaveValue('Автомасштаб');
    const width = (await page.locator('.page[data-page-number="5"]').boundingBox())?.width ?? 0;
    await toolbar(page).getByRole('button', { name: 'Увеличить' }).click();
    await expect(zoom).toHaveValue(/^\d+\s?%$/);
    await expect
      .poll(async () => (await page.locator('.page[data-page-number="5"]').boundingBox())?.width ?? 0)
      .toBeGreaterThan(width);
    await zoom.click();
    await page.getByRole('option', { name: 'Страница целиком' }).click();
    await expect(zoom).toHaveValue('Страница целиком');

    const search = page.getByRole('searchbox', { name: 'Поиск в тексте' });
    const status = page.getByTestId('search-status');
    await search.fill('WikiHouse');
    // pdf.js searches from the page shown (5): the first match after it is the 7th of the 9 in the document.
    await expect(status).toHaveText('7 из 9');
    await search.press('Enter');
    await expect(status).toHaveText('8 из 9');
    await toolbar(page).getByRole('button', { name: 'Предыдущее совпадение' }).click();
    await expect(status).toHaveText('7 из 9');
    await expect(page.locator('.textLayer .highlight').first()).toBeVisible();
    await search.fill('небывальщина');
    await expect(status).toHaveText('Нет совпадений');
    await page.mouse.move(0, 400);
    await page.screenshot({ path: 'test-results/screenshots/document-viewer-search.png', animations: 'disabled' });
  });

  test('waits while the server converts the document, then shows it', async ({ page }) => {
    const pdf = await servePdf(page, MANUAL, { preparing: 1 });
    await signIn(page, 'admin', VIEWER, VIEWER_URL);
    const status = page.getByRole('status');
    await expect(status.getByText('Документ готовится к просмотру')).toBeVisible();
    await expect(status.getByText('Перед ним в очереди 2 документа')).toBeVisible();
    await expect(renderedPage(page, 1)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Документ готовится к просмотру')).toHaveCount(0);
    expect(pdf.ranges[0]).toBe(pdf.ranges[1]);
  });

  test('reads a long PDF only in the parts it shows', async ({ page }) => {
    test.slow();
    const pdf = await servePdf(page, LONG);
    await signIn(page, 'admin', VIEWER, VIEWER_URL);
    // pdf.js reads the 1.8 MB in about a dozen ranges, one after another, parsing between them: 3–4 s on an idle
    // machine, three times as long beside the other tests on CI's two cores.
    await expect(renderedPage(page, 1)).toBeVisible({ timeout: 30_000 });
    await expect(toolbar(page).getByText('из 117')).toBeVisible();
    expect(pdf.sent()).toBeLessThan(LONG.length / 2);
    await pageNumber(page).fill('100');
    await pageNumber(page).press('Enter');
    await expect(renderedPage(page, 100)).toBeVisible({ timeout: 30_000 });
    expect(pdf.sent()).toBeLessThan(LONG.length);
  });

  test('says so when the conversion failed', async ({ page }) => {
    await page.route(`**/v1/documents/${PLAN_ID}/versions/*/pdf`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'DocumentConversionFailed', status: 422 },
      }),
    );
    await signIn(page, 'admin', VIEWER, VIEWER_URL);
    await expect(page.getByRole('alert')).toHaveText('Не удалось подготовить документ к просмотру.');
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await servePdf(page, MANUAL);
    await signIn(page, 'admin', `documents/${PLAN_ID}/office`, /\/office$/);
    await expect(renderedPage(page, 1)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Two rows: the name and version, then the page, the zoom list and the search button, all within the screen.
    const controls = [
      toolbar(page).getByRole('button', { name: 'Предыдущая страница' }),
      toolbar(page).getByRole('combobox', { name: 'Масштаб' }),
      toolbar(page).getByRole('button', { name: 'Найти в документе' }),
    ];
    const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
    for (const box of boxes) expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const middles = boxes.map((box) => (box ? box.y + box.height / 2 : 0));
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/document-viewer-375.png', animations: 'disabled' });

    await toolbar(page).getByRole('button', { name: 'Найти в документе' }).click();
    const search = page.getByRole('searchbox', { name: 'Поиск в тексте' });
    await expect(search).toBeFocused();
    await search.fill('assembly');
    await expect(page.getByTestId('search-status')).toHaveText(/^1 из \d+$/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 400);
    await page.screenshot({ path: 'test-results/screenshots/document-viewer-375-search.png', animations: 'disabled' });
  });
});
