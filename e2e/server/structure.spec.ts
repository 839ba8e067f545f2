import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * The structure against the real server (docs/structure.md): an administrator adds a pinned section and, inside it,
 * a creatable entity with a security group in the structure editor; makes a directory from it with «Add {name}» in
 * the explorer, finds the section pinned in the header by its short name; a member of the group uploads there, and an
 * account outside the group does not even see it. The pin goes on the fixed section, since a creatable entity (and
 * anything below one) is never pinned: its directories are many (platform.md §2.4, docs/structure.md).
 */
const stamp = String(Date.now()).slice(-6);
const SECTION = `Архив исполнительной документации ${stamp}`;
const SHORT = `АИД${stamp.slice(-2)}`;
const ENTITY = `Комплект сдачи ${stamp}`;
const DIRECTORY = `Комплект КЖ ${stamp}`;
const UPLOADED = `Акт приёмки ${stamp}.pdf`;

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const idInUrl = (page: Page) => /\/directories\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

/** A request with the signed-in account's own access token, as the app sends it. */
async function apiStatus(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const user = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const response = await fetch(`/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${user.access_token ?? ''}`, 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

test('an administrator builds a pinned section with a creatable entity; only its group uploads there', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('admin-panel/skeleton-editor');
  const tree = page.getByRole('tree', { name: 'Элементы структуры' });
  await expect(tree.getByText('[Объект строительства]')).toBeVisible();

  // A fixed section at the top level, pinned with a short name.
  await page.getByRole('button', { name: 'Добавить элемент' }).click();
  const section = page.getByRole('dialog', { name: 'Новый элемент структуры' });
  await section.getByRole('textbox', { name: 'Название' }).fill(SECTION);
  await section.getByRole('switch', { name: 'Закрепить' }).check();
  await section.getByRole('textbox', { name: 'Краткое название' }).fill(SHORT);
  await section.getByRole('button', { name: 'Создать' }).click();
  await expect(section).toBeHidden();
  await expect(tree.getByText(SECTION, { exact: true })).toBeVisible();

  // Inside it, a creatable entity governed by «Генподрядчик».
  await page.getByRole('button', { name: `Действия: ${SECTION}` }).click();
  await page.getByRole('menuitem', { name: 'Добавить элемент' }).click();
  const entity = page.getByRole('dialog', { name: 'Новый элемент структуры' });
  await expect(entity.getByText(`Внутри элемента «${SECTION}»`)).toBeVisible();
  await entity.getByRole('textbox', { name: 'Название' }).fill(ENTITY);
  await entity.getByRole('switch', { name: 'Создаваемый' }).check();
  await expect(entity.getByRole('switch', { name: 'Закрепить' })).toHaveCount(0);
  await entity.getByRole('combobox', { name: 'Группы безопасности' }).click();
  await page.getByRole('option', { name: 'Генподрядчик' }).click();
  await entity.getByRole('textbox', { name: 'Название' }).click();
  await entity.getByRole('button', { name: 'Создать' }).click();
  await expect(entity).toBeHidden();
  await expect(tree.getByText(`[${ENTITY}]`)).toBeVisible();
  await page.screenshot({ path: 'test-results/server/structure-editor.png' });

  // The explorer: the section pinned in the header, «Add {name}» inside it.
  await page.goto('directories');
  const pins = page.getByRole('navigation', { name: 'Закреплённые каталоги' });
  await pins.getByRole('link', { name: SHORT }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION })).toBeVisible();
  await page.getByRole('button', { name: `Добавить ${ENTITY}` }).click();
  const create = page.getByRole('dialog', { name: `Добавить ${ENTITY}` });
  await create.getByRole('textbox', { name: 'Название' }).fill(DIRECTORY);
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(create).toBeHidden();
  await expect(option(page, DIRECTORY)).toBeVisible();
  await page.screenshot({ path: 'test-results/server/structure-pinned-section.png' });

  // The contractor, a member of «Генподрядчик», uploads there.
  const contractor = await (await browser.newContext()).newPage();
  await signIn(contractor, 'contractor');
  await contractor.getByRole('tree', { name: 'Каталоги' }).getByText(SECTION).click();
  await option(contractor, DIRECTORY).dblclick();
  await expect(contractor.getByRole('heading', { level: 1, name: DIRECTORY })).toBeVisible();
  const directoryId = idInUrl(contractor);
  await contractor.getByRole('button', { name: 'Загрузить', exact: true }).click();
  const master = contractor.getByRole('dialog', { name: 'Загрузка документов' });
  await master
    .locator('input[type=file]:not([data-testid])')
    .setInputFiles([{ name: UPLOADED, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nact\n') }]);
  await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
  // The queue collapses to its heading once every upload went well.
  await expect(contractor.getByRole('region', { name: 'Загрузки' }).getByText('Загрузка завершена: 1')).toBeVisible();
  await expect(option(contractor, UPLOADED)).toBeVisible();
  await contractor.context().close();

  // A designer, outside the group, sees none of it, and the server refuses it there.
  const designer = await (await browser.newContext()).newPage();
  await signIn(designer, 'staff');
  await expect(
    designer.getByRole('tree', { name: 'Каталоги' }).getByText('ЖК «Северный квартал». Корпус 2'),
  ).toBeVisible();
  await expect(designer.getByRole('tree', { name: 'Каталоги' }).getByText(SECTION)).toHaveCount(0);
  expect(await apiStatus(designer, 'POST', '/directories', { name: 'Чужой', parentId: directoryId })).toBe(404);
  await designer.context().close();
});

test('the structure editor on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'admin');
  await page.goto('admin-panel/skeleton-editor');
  await expect(
    page.getByRole('tree', { name: 'Элементы структуры' }).getByText('[Объект строительства]'),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/server/structure-editor-375.png' });
});
