import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * Access control against the real server (docs/access-control.md): an administrator makes a security group and gives
 * it a folder through the access viewer; the contractor then sees that folder (beside its own as-built documents) and
 * uploads there, and nowhere else; the external surveyor is offered no rename or delete of the project, and the server
 * refuses them anyway.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const MODEL = '05 Информационная модель';
const DESIGN = '02 Проектная документация';
const GROUP = `Подрядчик BIM ${String(Date.now()).slice(-6)}`;
const UPLOADED = `Сводная модель ${String(Date.now()).slice(-6)}.pdf`;

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });

async function openProject(page: Page) {
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
}

/** A request to the API with the signed-in account's own access token, as the app would send it. */
async function apiAs(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      // The app keeps its tokens in localStorage (auth-client.ts).
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const user = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const response = await fetch(`/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${user.access_token ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.status;
    },
    { method, path, body },
  );
}

const idInUrl = (page: Page) => /\/directories\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

test('an administrator gives a group a folder; the contractor works there and nowhere else', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('admin-panel/security-groups');
  await page.getByRole('button', { name: 'Создать группу' }).click();
  const modal = page.getByRole('dialog', { name: 'Новая группа безопасности' });
  await modal.getByRole('textbox', { name: 'Название' }).fill(GROUP);
  await modal.getByRole('checkbox', { name: 'Создание файлов' }).check();
  await modal.getByRole('combobox', { name: 'Участники' }).click();
  await page.getByRole('option', { name: 'Кузнецов Дмитрий Олегович' }).click();
  // The members' list stays open for more choices: a click elsewhere in the form closes it.
  await modal.getByRole('textbox', { name: 'Название' }).click();
  await expect(page.getByRole('option', { name: 'Кузнецов Дмитрий Олегович' })).toBeHidden();
  await modal.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('table', { name: 'Группы безопасности' }).getByText(GROUP)).toBeVisible();

  await page.goto('directories');
  await openProject(page);
  await option(page, MODEL).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Настройки доступа' }).click();
  const viewer = page.getByRole('dialog', { name: `Настройки доступа: ${MODEL}` });
  await viewer.getByRole('combobox', { name: 'Добавить группу' }).click();
  await page.getByRole('option', { name: GROUP }).click();
  await viewer.getByRole('button', { name: 'Добавить', exact: true }).click();
  await viewer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено.')).toBeVisible();
  await expect(viewer.getByText(GROUP)).toBeVisible();
  await page.screenshot({ path: 'test-results/server/access-viewer.png' });
  await page.keyboard.press('Escape');

  // The contractor: the project only as the path to its folders, the new one among them.
  const contractor = await (await browser.newContext()).newPage();
  await signIn(contractor, 'contractor');
  await openProject(contractor);
  await expect(option(contractor, MODEL)).toBeVisible();
  await expect(option(contractor, '04 Исполнительная документация')).toBeVisible();
  await expect(option(contractor, DESIGN)).toHaveCount(0);
  const projectId = idInUrl(contractor);
  await expect(contractor.getByRole('button', { name: 'Загрузить', exact: true })).toHaveCount(0);
  await expect(contractor.getByRole('button', { name: 'Добавить каталог' })).toHaveCount(0);
  await contractor.screenshot({ path: 'test-results/server/access-contractor-project.png' });

  await option(contractor, MODEL).dblclick();
  await expect(contractor.getByRole('heading', { level: 1, name: MODEL })).toBeVisible();
  await contractor.getByRole('button', { name: 'Загрузить', exact: true }).click();
  const master = contractor.getByRole('dialog', { name: 'Загрузка документов' });
  await master
    .locator('input[type=file]:not([data-testid])')
    .setInputFiles([{ name: UPLOADED, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nmodel\n') }]);
  await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
  // The queue collapses to its heading once every upload went well.
  await expect(contractor.getByRole('region', { name: 'Загрузки' }).getByText('Загрузка завершена: 1')).toBeVisible();
  await expect(option(contractor, UPLOADED)).toBeVisible();
  // Only CreateFiles here: no rename or delete of what is there.
  await option(contractor, UPLOADED).click({ button: 'right' });
  await expect(contractor.getByRole('menu').getByRole('menuitem', { name: 'Удалить' })).toHaveCount(0);
  await contractor.keyboard.press('Escape');

  // Nowhere else: the server refuses what the app does not offer.
  expect(await apiAs(contractor, 'POST', '/directories', { name: 'Чужой', parentId: projectId })).toBe(404);
  await contractor.context().close();
});

test('the external surveyor is offered no rename or delete of the project, and the server refuses both', async ({
  page,
}) => {
  await signIn(page, 'external');
  const tree = page.getByRole('tree', { name: 'Каталоги' });
  await tree.getByText(PROJECT).click();
  const projectId = idInUrl(page);
  await expect(option(page, '06 Инженерные изыскания')).toBeVisible();
  await expect(option(page, DESIGN)).toHaveCount(0);
  await page.goto('directories');
  await option(page, PROJECT).click({ button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Переименовать' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Удалить' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/server/access-external-menu.png' });
  await page.keyboard.press('Escape');
  expect(await apiAs(page, 'PUT', `/directories/${projectId}/rename`, { name: 'Мой объект' })).toBe(404);
  expect(await apiAs(page, 'DELETE', `/directories/${projectId}`)).toBe(404);
});
