import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';

const ARCHITECTURE_ID = 'a1000000-0000-4000-8000-000000000004';
/** A drawing no listing of the mock holds: the architecture directory's gets it added (serveDrawing). */
const DRAWING_ID = 'b2000000-0000-4000-8000-0000000000d1';
const DRAWING = 'АР-05 Разрез 1-1.dxf';
const VIEWER = `documents/${DRAWING_ID}/versions/0/office`;
const VIEWER_URL = new RegExp(`/0/${VIEWER}$`);

/**
 * A real DXF of the shared fixtures, read where it lies (never copied into the repository): AutoCAD 2004, 2.6 MB, most
 * entity kinds (text, lines, polylines, hatches, dimensions, blocks) on 21 layers, most of it on layer «0».
 */
const DXF = readFileSync(resolve(import.meta.dirname, '../../shared/fixtures/dwg/sample_AC1018_ascii.dxf'));

interface DrawingRoute {
  /** How many times the drawing was asked for. */
  asked: () => number;
}

/**
 * Adds the drawing to the architecture directory's listing, gives its overview (the mock's plan's, named as the
 * drawing) and serves it as getVersionDrawing does; the first `preparing` requests are answered 202 (the conversion
 * waits in the queue) instead.
 */
async function serveDrawing(page: Page, { preparing = 0 } = {}): Promise<DrawingRoute> {
  await page.route(`**/v1/directories/${ARCHITECTURE_ID}/fetch`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { childrenDocuments: Record<string, unknown>[] } };
    const [first] = body.data.childrenDocuments;
    const version = first?.['version'] as { document: Record<string, unknown> } & Record<string, unknown>;
    body.data.childrenDocuments.push({
      ...first,
      id: DRAWING_ID,
      name: DRAWING,
      versions: [],
      version: {
        ...version,
        index: 0,
        documentId: DRAWING_ID,
        document: { ...version.document, fullName: DRAWING, extension: '.dxf', size: DXF.length },
      },
    });
    await route.fulfill({ response: answer, json: body });
  });
  await page.route(`**/v1/documents/${DRAWING_ID}/versions/*/overview`, async (route) => {
    const answer = await route.fetch();
    const overview = (await answer.json()) as Record<string, unknown> & {
      version: Record<string, unknown> & { document: Record<string, unknown> };
    };
    await route.fulfill({
      response: answer,
      json: {
        ...overview,
        id: DRAWING_ID,
        name: DRAWING,
        fullName: DRAWING,
        versionIndex: 0,
        version: {
          ...overview.version,
          index: 0,
          documentId: DRAWING_ID,
          document: { ...overview.version.document, fullName: DRAWING, extension: '.dxf', size: DXF.length },
        },
      },
    });
  });
  let asked = 0;
  let waits = preparing;
  await page.route(`**/v1/documents/${DRAWING_ID}/versions/*/drawing`, async (route) => {
    asked += 1;
    if (waits > 0) {
      waits -= 1;
      await route.fulfill({
        status: 202,
        headers: { 'Retry-After': '1' },
        json: { data: { state: 'Queued', queuePosition: 2 } },
      });
      return;
    }
    await route.fulfill({ status: 200, body: DXF, headers: { 'Content-Type': 'image/vnd.dxf' } });
  });
  return { asked: () => asked };
}

const toolbar = (page: Page) => page.getByRole('group', { name: 'Панель просмотра' });
const drawing = (page: Page) => page.getByRole('img', { name: `Чертёж «${DRAWING}»` });
const fit = (page: Page) => toolbar(page).getByRole('button', { name: 'Вписать' });

/** The drawing is drawn: dxf-viewer has read and prepared it, and the tools wait no more. */
async function drawn(page: Page) {
  await expect(drawing(page).locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(fit(page)).toBeEnabled({ timeout: 30_000 });
}

/**
 * The share of the drawing's pixels that are ink (not the white sheet), as the screen shows them: WebGL's buffer is
 * not kept for reading, so the element's screenshot is read back through an image in the page.
 */
async function ink(page: Page): Promise<number> {
  const shot = await picture(page);
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let pixel = 0; pixel < data.length; pixel += 4) {
      if ((data[pixel] ?? 255) + (data[pixel + 1] ?? 255) + (data[pixel + 2] ?? 255) < 600) inked += 1;
    }
    return inked / (data.length / 4);
  }, shot.toString('base64'));
}

/** What the drawing looks like on screen now. */
const picture = (page: Page) => drawing(page).screenshot({ animations: 'disabled' });

/** The page is no wider than the window: only the drawing pans. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('the drawing viewer against the mock', () => {
  test('opens a DXF from the explorer’s «view»: drawn, fitted, zoomed, its layers hidden and shown', async ({
    page,
  }) => {
    const route = await serveDrawing(page, { preparing: 1 });
    await signIn(page, 'user', `directories/${ARCHITECTURE_ID}`);
    const list = page.getByRole('listbox', { name: 'Содержимое каталога' });
    await list.getByRole('option', { name: new RegExp(`^${DRAWING}`) }).click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
    await page.waitForURL(VIEWER_URL);

    await expect(page.getByRole('heading', { level: 1, name: DRAWING })).toBeVisible();
    await expect(page.getByText(/^Версия 1 от /)).toBeVisible();
    // The server converts: the viewer waits, and says so.
    await expect(page.getByRole('status').getByText('Документ готовится к просмотру')).toBeVisible();
    await drawn(page);
    expect(route.asked()).toBe(2);
    // The go-back link of the route, no footer.
    await expect(page.getByRole('navigation', { name: 'Меню' }).getByText('Назад')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // Drawn fitted on white: ink, but far from all of it.
    const fitted = await ink(page);
    expect(fitted).toBeGreaterThan(0.003);
    expect(fitted).toBeLessThan(0.5);
    await expectNoSeriousViolations(page);
    await page.mouse.move(0, 400);
    await page.screenshot({ path: 'test-results/screenshots/drawing-viewer.png', animations: 'disabled' });

    // Layer «0» holds most of the drawing: hidden, the ink goes; shown again, it comes back.
    await toolbar(page).getByRole('button', { name: 'Слои' }).click();
    const layers = page.getByRole('dialog', { name: 'Слои чертежа' });
    await expect(layers.getByRole('checkbox').first()).toBeVisible();
    expect(await layers.getByRole('checkbox').count()).toBeGreaterThan(3);
    const zero = layers.getByRole('checkbox', { name: '0', exact: true });
    await expect(zero).toBeChecked();
    await zero.click();
    await expect(zero).not.toBeChecked();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/drawing-viewer-layers.png', animations: 'disabled' });
    // The list closes with Escape (it covers part of the drawing, which is measured without it).
    await page.keyboard.press('Escape');
    await expect(layers).toBeHidden();
    await expect(toolbar(page).getByRole('button', { name: 'Слои' })).toBeFocused();
    await expect.poll(() => ink(page)).toBeLessThan(fitted * 0.5);
    await toolbar(page).getByRole('button', { name: 'Слои' }).click();
    await page.getByRole('button', { name: 'Показать все' }).click();
    await expect(zero).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(layers).toBeHidden();
    await expect.poll(() => ink(page)).toBeCloseTo(fitted, 3);

    // Zoomed in, the drawing changes on screen; «Вписать» brings the whole drawing back.
    const whole = await picture(page);
    await toolbar(page).getByRole('button', { name: 'Увеличить' }).click();
    await toolbar(page).getByRole('button', { name: 'Увеличить' }).click();
    await expect.poll(async () => (await picture(page)).equals(whole)).toBe(false);
    await fit(page).click();
    await expect.poll(() => ink(page)).toBeCloseTo(fitted, 3);

    // The mouse zooms (wheel, about the pointer) and pans (drag); 0 fits again from the keyboard.
    const box = await drawing(page).boundingBox();
    if (!box) throw new Error('the drawing has no box');
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    for (let turn = 0; turn < 4; turn += 1) await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await picture(page)).equals(whole)).toBe(false);
    const zoomed = await picture(page);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await picture(page)).equals(zoomed)).toBe(false);
    await drawing(page).focus();
    await page.keyboard.press('0');
    await expect.poll(() => ink(page)).toBeCloseTo(fitted, 3);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await serveDrawing(page);
    await signIn(page, 'admin', VIEWER, VIEWER_URL);
    await drawn(page);
    await expect(page.getByRole('heading', { level: 1, name: DRAWING })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The name and version, then the tools in one row within the screen.
    const controls = [
      fit(page),
      toolbar(page).getByRole('button', { name: 'Уменьшить' }),
      toolbar(page).getByRole('button', { name: 'Увеличить' }),
      toolbar(page).getByRole('button', { name: 'Слои' }),
    ];
    const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
    for (const box of boxes) expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const middles = boxes.map((box) => (box ? box.y + box.height / 2 : 0));
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
    expect(await ink(page)).toBeGreaterThan(0.003);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/drawing-viewer-375.png', animations: 'disabled' });

    await toolbar(page).getByRole('button', { name: 'Слои' }).click();
    const dialog = page.getByRole('dialog', { name: 'Слои чертежа' });
    await expect(dialog).toBeVisible();
    const popover = await dialog.boundingBox();
    expect(popover && popover.x).toBeGreaterThanOrEqual(0);
    expect(popover && popover.x + popover.width).toBeLessThanOrEqual(375);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('checkbox', { name: 'Layer1' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Layer1' })).not.toBeChecked();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/drawing-viewer-375-layers.png', animations: 'disabled' });
  });

  test('says so when the drawing could not be converted', async ({ page }) => {
    await serveDrawing(page);
    await page.route(`**/v1/documents/${DRAWING_ID}/versions/*/drawing`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        json: {
          type: 'about:blank',
          title: 'DocumentConversionFailed',
          status: 422,
          detail: 'The drawing (DWG 2018 (AC1032)) could not be read.',
        },
      }),
    );
    await signIn(page, 'admin', VIEWER, VIEWER_URL);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Сервер не смог прочитать чертёж');
    // The server's words, which name the drawing's version.
    await expect(alert).toContainText('The drawing (DWG 2018 (AC1032)) could not be read.');
    await expect(drawing(page)).toHaveCount(0);
  });
});
