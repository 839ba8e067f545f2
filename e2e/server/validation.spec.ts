import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * The server's ValidationFailed reaches the Russian interface in its words, on the field it names (FieldError.rule):
 * names the app cannot judge itself (an invisible right-to-left override) are refused by the server, and the form
 * says why under the name. Nothing is renamed or created.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const STAGE = '03 Рабочая документация';
const WORKING = 'АР Рабочие чертежи';
const DRAWING = 'АР-Р-01 Кладочные планы.pdf';
// «fdp.exe» shown backwards after U+202E: a name that looks like a PDF and is not.
const DISGUISED = 'Кладочные планы \u202Efdp.exe';
const REFUSED = 'Не должно содержать управляющие символы';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });

async function openDirectory(page: Page, name: string) {
  await option(page, name).dblclick();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the server’s refusal of a name shows in Russian under the name, for a document and a directory', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await openDirectory(page, STAGE);
  await openDirectory(page, WORKING);

  await option(page, DRAWING).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Переименовать' }).click();
  const rename = page.getByRole('dialog', { name: 'Переименовать документ' });
  await rename.getByRole('textbox', { name: 'Имя' }).fill(DISGUISED);
  await rename.getByRole('button', { name: 'Переименовать' }).click();
  await expect(rename.getByText(REFUSED)).toBeVisible();
  await expect(rename.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('aria-invalid', 'true');
  await expect(rename.getByRole('alert')).toHaveText('Данные заполнены неверно. Проверьте введённые значения.');
  await expect(rename).not.toContainText('must');
  await page.screenshot({ path: 'test-results/server/validation-rename.png' });
  await rename.getByRole('button', { name: 'Отмена' }).click();
  await expect(option(page, DRAWING)).toBeVisible();

  await page.getByRole('button', { name: 'Добавить каталог' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('textbox', { name: 'Название' }).fill(DISGUISED);
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(create.getByText(REFUSED)).toBeVisible();
  await expect(create).not.toContainText('must');
});
