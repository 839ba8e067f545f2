import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * Office editing against the real server (docs/office-editing.md), with the stand-in editor of
 * e2e/support/stand-in-editor.ts on another origin in place of Collabora Online: a designer views an ODT in the
 * editor's frame, starts editing with the pencil, saves from the editor, publishes the draft as a new version and
 * leaves; a message posted from the app's own origin (not the editor's) is ignored.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
// A run of its own in the same database never meets the names of another.
const FOLDER = `Протоколы ${String(Date.now()).slice(-6)}`;
const MINUTES = 'Протокол совещания.odt';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const editor = (page: Page) => page.frameLocator(`iframe[title="${MINUTES}"]`);

async function openDirectory(page: Page, name: string) {
  await option(page, name).dblclick();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function view(page: Page, name: string) {
  await option(page, name).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Просмотреть' }).click();
  await page.waitForURL(/\/office$/);
}

test('a designer edits an ODT in the editor, saves and publishes it as a new version', async ({ page }) => {
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
      name: MINUTES,
      mimeType: 'application/vnd.oasis.opendocument.text',
      buffer: Buffer.from('Повестка: фасады корпуса 2'),
    },
  ]);
  await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Загрузки' }).getByText('Загрузка завершена: 1')).toBeVisible();

  // The published version opens read-only in the editor's frame, with the pencil.
  await view(page, MINUTES);
  await expect(editor(page).getByText('только просмотр')).toBeVisible();
  await expect(editor(page).getByRole('textbox', { name: 'Текст документа' })).toHaveValue(
    'Повестка: фасады корпуса 2',
  );
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await page.waitForURL(/\/versions\/-2\/office\?masterVersionIndex=0$/);
  await expect(editor(page).getByText('Смирнова Анна Викторовна · редактирование')).toBeVisible();
  // The app answered the editor's Document_Loaded.
  await expect(editor(page).getByRole('status')).toHaveText('Хост готов');
  await page.screenshot({ path: 'test-results/server/office-editing.png' });

  // A UI_Save from the app's own origin is no editor's: nothing asks to publish.
  await page.evaluate(() => {
    window.postMessage(JSON.stringify({ MessageId: 'UI_Save', SendTime: Date.now(), Values: {} }), '*');
  });
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const text = editor(page).getByRole('textbox', { name: 'Текст документа' });
  await text.fill('Повестка: фасады и кровля корпуса 2');
  await editor(page).getByRole('button', { name: 'Сохранить' }).click();
  const publish = page.getByRole('dialog', { name: 'Опубликовать редактируемую версию?' });
  await publish.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(editor(page).getByRole('status')).toHaveText('Сохранено');
  await expect(page.getByText('Черновик опубликован как новая версия документа')).toBeVisible();

  // Leaving the draft asks first.
  await page.getByRole('banner').getByRole('button', { name: 'Назад' }).click();
  const leave = page.getByRole('dialog', { name: 'Покинуть черновик?' });
  await leave.getByRole('button', { name: 'Покинуть' }).click();
  await expect(leave).toBeHidden();

  // The document's head is now the published version, with the editor's text.
  await page.waitForURL((url) => !url.pathname.includes('/versions/-2/'));
  const documentId = /\/documents\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  await page.goto(new URL(`/0/documents/${documentId}/office`, page.url()).href);
  await expect(editor(page).getByRole('textbox', { name: 'Текст документа' })).toHaveValue(
    'Повестка: фасады и кровля корпуса 2',
  );
  await expect(page.getByText(/Версия 2/).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(editor(page).getByText('только просмотр')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/server/office-editing-375.png' });
});
