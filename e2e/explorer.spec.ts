import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const ARCHITECTURE_ID = 'a1000000-0000-4000-8000-000000000004';
const PLAN_ID = 'b2000000-0000-4000-8000-000000000001';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: RegExp) => list(page).getByRole('option', { name });

test.describe('the explorer against the mock', () => {
  test('browses the tree into a nested directory and opens a document with its versions and related documents', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const tree = page.getByRole('tree', { name: 'Каталоги' });
    // Expanding by keyboard, as the tree pattern has it: the arrow right opens a node, loading its children.
    await tree.getByRole('treeitem', { name: /ЖК «Северный квартал»/ }).focus();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: /Рабочая документация/ }).focus();
    await page.keyboard.press('ArrowRight');
    await tree.getByRole('treeitem', { name: /АР — Архитектурные решения/ }).click();
    await page.waitForURL(new RegExp(`/0/directories/${ARCHITECTURE_ID}$`));

    await expect(page.getByRole('heading', { level: 1, name: 'АР — Архитектурные решения' })).toBeVisible();
    const path = page.getByRole('navigation', { name: 'Путь' });
    await expect(path.getByRole('link', { name: 'Рабочая документация' })).toBeVisible();
    await expect(option(page, /^Фасады/)).toBeVisible();
    await expect(option(page, /^АР-01 План 1 этажа\.pdf/)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Typing anywhere goes to the search box (Latin letters: Playwright types others without key events).
    await list(page).click({ position: { x: 400, y: 300 } });
    await page.keyboard.type('XLSX');
    await expect(page.getByRole('searchbox', { name: 'Поиск по имени' })).toHaveValue('XLSX');
    await expect(list(page).getByRole('option')).toHaveCount(2);
    await page.getByRole('button', { name: 'Очистить поиск' }).click();

    await option(page, /^АР-01 План 1 этажа\.pdf/).dblclick();
    await page.waitForURL(new RegExp(`/documents/${PLAN_ID}$`));
    const panel = page.getByRole('complementary', { name: 'Панель' });
    await expect(panel.getByRole('heading', { name: 'АР-01 План 1 этажа.pdf' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Согласовать' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/explorer-document.png', animations: 'disabled' });

    await panel.getByRole('button', { name: 'Инструменты документа' }).click();
    await page.getByRole('menuitem', { name: 'Версии' }).click();
    await page.waitForURL(/\/versions$/);
    await expect(panel.getByRole('heading', { name: /Версии документа/ })).toBeVisible();

    await page.goBack();
    await panel.getByRole('button', { name: 'Инструменты документа' }).click();
    await page.getByRole('menuitem', { name: 'Связанные документы' }).click();
    await page.waitForURL(/\/related$/);
    await expect(panel.getByRole('heading', { name: /Связанные документы/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('selects with the keyboard and offers the menus the role allows', async ({ page }) => {
    await signIn(page, 'user', `directories/${ARCHITECTURE_ID}`);
    await expect(option(page, /^Фасады/)).toBeVisible();
    // Focus makes the first row ('...') active; down selects «Фасады», shift+down adds the plan.
    await list(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(page.getByRole('region', { name: 'Выбранные элементы' })).toContainText('Выбрано 2 элемента');

    await option(page, /^АР-01 План 1 этажа\.pdf/).click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Удалить' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    // One item: its own menu, without download for an ordinary user (explorer.md §6).
    await option(page, /^АР-01 План 1 этажа\.pdf/).click();
    await option(page, /^АР-01 План 1 этажа\.pdf/).click({ button: 'right' });
    await expect(menu.getByRole('menuitem', { name: 'Переименовать' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Скачать' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await option(page, /^Фасады/).click({ button: 'right' });
    await menu.getByRole('menuitem', { name: 'Свойства' }).click();
    await page.waitForURL(
      new RegExp(`/directories/${ARCHITECTURE_ID}/directories/a1000000-0000-4000-8000-000000000008$`),
    );
    await expect(
      page.getByRole('complementary', { name: 'Панель' }).getByRole('heading', { name: 'Фасады' }),
    ).toBeVisible();
  });

  test('shares a document and moves it through the move master', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}`);
    await option(page, /^АР-01 План 1 этажа\.pdf/).click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Поделиться' }).click();
    const share = page.getByRole('dialog', { name: 'Поделиться' });
    await share.getByRole('button', { name: 'Создать ссылку' }).click();
    const link = share.getByRole('textbox', { name: 'Ссылка для скачивания' });
    await expect(link).toHaveValue(/\/v1\/shared\//);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/explorer-share.png', animations: 'disabled' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await share.getByRole('button', { name: 'Копировать' }).click();
    await expect(share.getByRole('button', { name: 'Скопировано' })).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(await link.inputValue());
    await share.getByRole('button', { name: 'Закрыть' }).click();

    await option(page, /^АР-01 План 1 этажа\.pdf/).click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Переместить' }).click();
    const master = page.getByRole('dialog', { name: 'Куда переместить?' });
    await expect(master.getByRole('button', { name: 'Переместить' })).toBeDisabled();
    await master
      .getByRole('treeitem', { name: /ЖК «Северный квартал»/ })
      .getByText('ЖК «Северный квартал»')
      .click();
    await page.screenshot({ path: 'test-results/screenshots/explorer-move.png', animations: 'disabled' });
    await expectNoSeriousViolations(page);
  });

  test('moves a document by dragging its name onto a directory', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}`);
    await list(page)
      .getByText('АР-01 План 1 этажа.pdf')
      .dragTo(option(page, /^Фасады/));
    const confirmation = page.getByRole('dialog');
    await expect(confirmation).toContainText('Переместить 1 элемент в «Фасады»?');
    const moved = page.waitForRequest((request) => request.url().includes('/v1/explorer/move/from/'));
    await confirmation.getByRole('button', { name: 'Переместить' }).click();
    expect((await moved).url()).toContain(
      `/explorer/move/from/${ARCHITECTURE_ID}/to/a1000000-0000-4000-8000-000000000008`,
    );
  });
});
