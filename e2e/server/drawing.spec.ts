import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * The drawing viewer against the real server (docs/viewers.md): the demo's floor plan (DXF) drawn with its layers and
 * one of them switched off; a DWG 2000 drawing uploaded and converted to DXF by the server, and a DWG 2018 one that
 * the converter cannot read, which says so; the technical supervisor, who may not download originals, views the plan.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const STAGE = '03 Рабочая документация';
const WORKING = 'АР Рабочие чертежи';
const PLAN = 'АР-Р-02 План 1 этажа.dxf';
const FIXTURES = resolve(import.meta.dirname, '../../../shared/fixtures/dwg');
// A run of its own in the same database never meets the names of another.
const FOLDER = `Подоснова ${String(Date.now()).slice(-6)}`;

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const drawing = (page: Page, name: string) => page.getByRole('img', { name: `Чертёж «${name}»` });
const layers = (page: Page) => page.getByRole('dialog', { name: 'Слои чертежа' });

async function openDirectory(page: Page, name: string) {
  await option(page, name).dblclick();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function openWorkingSet(page: Page) {
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await openDirectory(page, STAGE);
  await openDirectory(page, WORKING);
}

async function view(page: Page, name: string) {
  await option(page, name).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
  await page.waitForURL(/\/office$/);
}

/** Waits until the drawing is drawn: the layers are known once dxf-viewer has built the scene. */
async function drawn(page: Page, name: string) {
  await expect(drawing(page, name).locator('canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Слои' })).toBeEnabled({ timeout: 60_000 });
}

test('a designer opens the floor plan (DXF), switches a layer off and fits it, on desktop and at 375 px', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await openWorkingSet(page);
  await view(page, PLAN);
  await drawn(page, PLAN);
  await page.getByRole('button', { name: 'Слои' }).click();
  for (const layer of ['Оси', 'Стены', 'Проёмы', 'Надписи'])
    await expect(layers(page).getByRole('checkbox', { name: layer })).toBeChecked();
  await layers(page).getByRole('checkbox', { name: 'Оси' }).uncheck();
  await expect(layers(page).getByRole('checkbox', { name: 'Оси' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Вписать' }).click();
  await page.screenshot({ path: 'test-results/server/drawing-dxf.png' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(drawing(page, PLAN)).toBeVisible();
  // The canvas follows its box's new size once the browser has reported it (a ResizeObserver).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/server/drawing-dxf-375.png' });
});

test('a designer uploads DWG drawings: a DWG 2000 one is converted and drawn, a DWG 2018 one says it cannot be read', async ({
  page,
}) => {
  // The first view converts the drawing in the server's queue.
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  await openWorkingSet(page);
  await page.getByRole('button', { name: 'Добавить каталог' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('textbox', { name: 'Название' }).fill(FOLDER);
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(create).toBeHidden();
  await openDirectory(page, FOLDER);
  await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
  const master = page.getByRole('dialog', { name: 'Загрузка документов' });
  await master.locator('input[type=file]:not([data-testid])').setInputFiles([
    { name: 'Подоснова 2000.dwg', mimeType: 'image/vnd.dwg', buffer: await readFile(`${FIXTURES}/sample_AC1015.dwg`) },
    { name: 'Подоснова 2018.dwg', mimeType: 'image/vnd.dwg', buffer: await readFile(`${FIXTURES}/sample_AC1032.dwg`) },
  ]);
  await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Загрузки' }).getByText('Загрузка завершена: 2')).toBeVisible();

  await view(page, 'Подоснова 2000.dwg');
  await drawn(page, 'Подоснова 2000.dwg');
  await page.getByRole('button', { name: 'Слои' }).click();
  await expect(layers(page).getByRole('checkbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/server/drawing-dwg.png' });

  await page.goBack();
  await view(page, 'Подоснова 2018.dwg');
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Сервер не смог прочитать чертёж', { timeout: 60_000 });
  await expect(refusal).toContainText('DWG 2018 (AC1032)');
  await page.screenshot({ path: 'test-results/server/drawing-dwg-2018.png' });
});

test('the technical supervisor views the floor plan it may not download', async ({ page }) => {
  await signIn(page, 'user');
  await openWorkingSet(page);
  await option(page, PLAN).click({ button: 'right' });
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Скачать' })).toHaveCount(0);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
  await page.waitForURL(/\/office$/);
  await drawn(page, PLAN);
  await page.screenshot({ path: 'test-results/server/drawing-user.png' });
});
