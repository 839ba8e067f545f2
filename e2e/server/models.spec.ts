import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * Building models against the real server (docs/models.md): two disciplines of the Schependomlaan building uploaded,
 * assembled while the model service converts them (the Sync dialog follows their states), opened together in the
 * built-in viewer, an element selected and its IFC properties read; then a merged model of the two created and opened.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const FIXTURES = resolve(import.meta.dirname, '../../../shared/fixtures/ifc');
// A run of its own in the same database never meets the names of another.
const FOLDER = `Модели ${String(Date.now()).slice(-6)}`;
const SLABS = 'КЖ Перекрытия.ifc';
const WALLS = 'АР Стены.ifc';
const STATES = /В очереди|Сбор геометрии|Обработка данных|Подготовка модели|Готово/;

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const viewer = (page: Page) => page.getByTestId('model-viewer');

async function openDirectory(page: Page, name: string) {
  await option(page, name).dblclick();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function selectBoth(page: Page) {
  await option(page, SLABS).click();
  await option(page, WALLS).click({ modifiers: ['Control'] });
  await option(page, WALLS).click({ button: 'right' });
}

/** Waits until every part is loaded and the scene is drawn. */
async function ready(page: Page) {
  await expect(viewer(page)).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
}

test.describe.serial('building models', () => {
  test('a designer assembles two disciplines, waits for their conversion and reads an element’s properties', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'staff');
    await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
    await page.getByRole('button', { name: 'Добавить каталог' }).click();
    const create = page.getByRole('dialog');
    await create.getByRole('textbox', { name: 'Название' }).fill(FOLDER);
    await create.getByRole('button', { name: 'Создать' }).click();
    await expect(create).toBeHidden();
    await openDirectory(page, FOLDER);
    await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
    const master = page.getByRole('dialog', { name: 'Загрузка документов' });
    await master.locator('input[type=file]:not([data-testid])').setInputFiles([
      {
        name: SLABS,
        mimeType: 'application/x-step',
        buffer: await readFile(`${FIXTURES}/Schependomlaan_IFC-breedplaatvloeren.ifc`),
      },
      {
        name: WALLS,
        mimeType: 'application/x-step',
        buffer: await readFile(`${FIXTURES}/Schependomlaan_IFC-kalkzandsteen.ifc`),
      },
    ]);
    await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Загрузки' }).getByText('Загрузка завершена: 2')).toBeVisible();

    await selectBoth(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Сборка модели' }).click();
    const sync = page.getByRole('dialog', { name: 'Документы синхронизируются' });
    await expect(sync).toContainText(SLABS);
    await expect(sync).toContainText(WALLS);
    await expect(sync).toContainText(STATES);
    await page.screenshot({ path: 'test-results/server/models-sync.png' });
    await sync.getByRole('button', { name: 'Открыть сборку' }).click({ timeout: 120_000 });

    await ready(page);
    await expect(page).toHaveURL(/\/tangl-viewer\/model\/\?ids=[^&]+&ids=/);
    const tree = page.getByRole('tree', { name: 'Структура модели' });
    await expect(tree.getByText(SLABS)).toBeVisible();
    await expect(tree.getByText(WALLS)).toBeVisible();

    const canvas = page.getByTestId('model-viewer-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The model viewer has no canvas.');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const properties = page.getByRole('complementary', { name: 'Свойства' });
    await expect(properties.getByText('GlobalId')).toBeVisible({ timeout: 30_000 });
    await expect(properties.getByText('Класс IFC')).toBeVisible();
    await expect(properties).toContainText(/IFC[A-Z]+/);
    await page.screenshot({ path: 'test-results/server/models-viewer.png' });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(canvas).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/server/models-viewer-375.png' });
  });

  test('a designer creates a merged model of the two and opens it', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'staff');
    await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
    await openDirectory(page, FOLDER);
    await selectBoth(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Создать сводную модель' }).click();
    const dialog = page.getByRole('dialog', { name: 'Создать сводную модель' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill('Сводная модель');
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await expect(dialog).toBeHidden();

    await option(page, 'Сводная модель.cim').click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
    await ready(page);
    await expect(page.getByRole('heading', { name: 'Сводная модель.cim' })).toBeVisible();
    const tree = page.getByRole('tree', { name: 'Структура модели' });
    await expect(tree.getByText(SLABS)).toBeVisible();
    await expect(tree.getByText(WALLS)).toBeVisible();
    await page.screenshot({ path: 'test-results/server/models-merged.png' });
  });
});
