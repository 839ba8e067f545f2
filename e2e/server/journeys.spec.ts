import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/sign-in';

/**
 * The everyday journey of explorer.md against the real reference server (scripts/e2e-server.ts runs it on SQLite, on
 * PostgreSQL and behind prism proxy --errors): what the user does is kept, and each rule is the server's.
 */
const PROJECT = 'ЖК «Северный квартал». Корпус 2';
const STAGE = '03 Рабочая документация';
// A set of working drawings made from the structure's «Комплект рабочей документации»: free directories may be made in it.
const WORKING = 'АР Рабочие чертежи';
// A run of its own in the same database never meets the names of another.
const FOLDER = `КЖ Конструкции железобетонные ${String(Date.now()).slice(-6)}`;
const SLAB = 'КЖ-01 Плита перекрытия.pdf';
const COLUMNS = 'КЖ-02 Колонны.pdf';
const REMARK = 'Указать класс бетона';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: string) => list(page).getByRole('option', { name: new RegExp(`^${name}`) });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Панель' });
const pdf = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n${text}\n`),
});

async function openDirectory(page: Page, name: string) {
  await option(page, name).dblclick();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function openWorkingSet(page: Page) {
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(PROJECT).click();
  await openDirectory(page, STAGE);
  await openDirectory(page, WORKING);
}

async function contextMenu(page: Page, name: string, item: string) {
  await option(page, name).click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('a document’s life on the real server: create, upload, version, remark, agree, move, share, trash', async ({
  page,
  browser,
}) => {
  await signIn(page, 'staff');
  await openWorkingSet(page);

  // A directory, and two files uploaded into it through the master and the queue.
  await page.getByRole('button', { name: 'Добавить каталог' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('textbox', { name: 'Название' }).fill(FOLDER);
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(create).toBeHidden();
  await openDirectory(page, FOLDER);
  await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
  const master = page.getByRole('dialog', { name: 'Загрузка документов' });
  await master
    .locator('input[type=file]:not([data-testid])')
    .setInputFiles([pdf(SLAB, 'slab, revision 0'), pdf(COLUMNS, 'columns, revision 0')]);
  await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
  // The queue collapses to its heading once every upload went well.
  await expect(page.getByRole('region', { name: 'Загрузки' }).getByText('Загрузка завершена: 2')).toBeVisible();
  await expect(option(page, SLAB)).toBeVisible();
  await expect(option(page, COLUMNS)).toBeVisible();

  // The document, and a second version of it.
  await option(page, SLAB).dblclick();
  await expect(panel(page).getByRole('heading', { name: SLAB })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Инструменты документа' }).click();
  await page.getByRole('menuitem', { name: 'Версии' }).click();
  await page.waitForURL(/\/versions$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Загрузить версию' }).click();
  await (await chooser).setFiles([pdf(SLAB, 'slab, revision 1: openings added')]);
  await expect(page.getByRole('list', { name: 'Версии' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'Назад' }).click();

  // A remark with a comment; agreement refused while it is open, granted once it is done.
  await panel(page).getByRole('button', { name: 'Добавить замечание' }).click();
  const remarks = page.getByRole('dialog', { name: 'Добавить замечания' });
  await remarks.getByRole('textbox', { name: 'Замечание 1' }).fill(REMARK);
  await remarks.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(remarks).toBeHidden();
  const remark = panel(page).getByRole('checkbox', { name: REMARK });
  await expect(remark).not.toBeChecked();
  await panel(page)
    .getByRole('textbox', { name: `Комментарий к замечанию «${REMARK}»` })
    .fill('Класс B30 указан в листе 2');
  await page.keyboard.press('Enter');
  await expect(
    panel(page)
      .getByRole('list', { name: `Комментарии к замечанию «${REMARK}»` })
      .getByText('Класс B30 указан в листе 2'),
  ).toBeVisible();

  await panel(page).getByRole('button', { name: 'Согласовать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Согласовать' }).click();
  const refusal = page.getByRole('dialog', { name: 'Ошибка' });
  await expect(refusal.getByText(/^Не все замечания устранены: прокомментируйте/)).toBeVisible();
  await refusal.getByRole('button', { name: 'ОК' }).click();
  await remark.click();
  await expect(remark).toBeChecked();
  await panel(page).getByRole('button', { name: 'Согласовать' }).click();
  const agree = page.getByRole('dialog');
  await expect(agree.getByText('Согласовать документ?')).toBeVisible();
  await agree.getByRole('button', { name: 'Согласовать' }).click();
  await expect(panel(page).getByRole('button', { name: 'Отменить согласование' })).toBeVisible();
  await page.screenshot({ path: 'test-results/server/agreed-document.png' });

  // A move onto the parent directory in the tree.
  const tree = page.getByRole('tree', { name: 'Каталоги' });
  await list(page)
    .getByText(COLUMNS)
    .dragTo(tree.getByRole('treeitem', { name: new RegExp(`^${WORKING}`) }));
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toContainText(`Переместить 1 элемент в «${WORKING}»?`);
  await confirmation.getByRole('button', { name: 'Переместить' }).click();
  await expect(option(page, COLUMNS)).toBeHidden();

  // A link to the agreed document, opened where nobody is signed in.
  await contextMenu(page, SLAB, 'Поделиться');
  const share = page.getByRole('dialog', { name: 'Поделиться' });
  await share.getByRole('button', { name: 'Создать ссылку' }).click();
  const link = await share.getByRole('textbox', { name: 'Ссылка для скачивания' }).inputValue();
  expect(link).toMatch(/\/v1\/shared\/[\w-]{20,}$/);
  await share.getByRole('button', { name: 'Закрыть' }).click();
  const stranger = await browser.newContext();
  const download = await stranger.request.get(link);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect((await download.body()).toString()).toContain('slab, revision 1');
  const forged = await stranger.request.get(`${link.slice(0, -4)}AAAA`);
  expect(forged.status()).toBe(404);
  await stranger.close();

  // The moved document to the trash, back, and away for good.
  await tree
    .getByRole('treeitem', { name: new RegExp(`^${WORKING}`) })
    .getByText(WORKING)
    .click();
  await expect(page.getByRole('heading', { level: 1, name: WORKING })).toBeVisible();
  await contextMenu(page, COLUMNS, 'Удалить');
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(option(page, COLUMNS)).toBeHidden();

  await page.getByRole('banner').getByRole('link', { name: 'Корзина' }).click();
  const trash = page.getByRole('table', { name: 'Удалённые элементы' });
  await expect(trash.getByText(COLUMNS)).toBeVisible();
  await trash.getByRole('button', { name: `Действия с «${COLUMNS}»` }).click();
  await page.getByRole('menuitem', { name: 'Восстановить' }).click();
  await page
    .getByRole('dialog', { name: 'Восстановление из корзины' })
    .getByRole('button', { name: 'Восстановить в исходный каталог' })
    .click();
  await expect(trash.getByText(COLUMNS)).toBeHidden();

  await page.getByRole('banner').getByRole('link', { name: 'Главная' }).click();
  await openWorkingSet(page);
  await expect(option(page, COLUMNS)).toBeVisible();
  await contextMenu(page, COLUMNS, 'Удалить');
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Корзина' }).click();
  await trash.getByRole('button', { name: `Действия с «${COLUMNS}»` }).click();
  await page.getByRole('menuitem', { name: 'Удалить навсегда' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить навсегда' }).click();
  await expect(trash.getByText(COLUMNS)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Удалённые элементы' })).toBeVisible();
  await expect(page.getByText(COLUMNS)).toBeHidden();
});
