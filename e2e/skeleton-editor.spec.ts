import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Signs in as the administrator Иванов and opens the structure editor through the admin menu. */
async function openEditor(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.goto('admin-panel/skeleton-editor');
  await expect(page.getByRole('heading', { name: 'Редактор структуры' })).toBeVisible();
}

test.describe('the structure editor against the mock', () => {
  test('the tree of the default structure, its menus, and the add modal with its rules', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openEditor(page);
    // GET /skeleton/{id}/entities of the mock: «[Объект]» with its two stages, «КЖ» under «Рабочая документация».
    const tree = page.getByRole('tree', { name: 'Элементы структуры' });
    await expect(tree.getByRole('treeitem')).toHaveText([
      '[Объект]',
      'Проектная документация',
      /^Рабочая документация\s*РД \(закреплён\)$/,
      '[КЖ — Конструкции железобетонные]',
    ]);
    await expect(
      page.getByRole('navigation', { name: 'Разделы админки' }).getByRole('link', { name: 'Редактор структуры' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/skeleton-editor.png', animations: 'disabled' });

    // The row's menu, by right click: add element, edit, delete.
    await tree.getByRole('treeitem', { name: 'Проектная документация' }).click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Добавить элемент', 'Редактировать', 'Удалить']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Добавить элемент' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый элемент структуры' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await expect(dialog.getByText('Обязательное поле')).toBeVisible();

    // A root element may be pinned; a creatable one may not.
    const pin = dialog.getByRole('switch', { name: /Закрепить/ });
    await expect(pin).toBeVisible();
    await pin.check({ force: true });
    await expect(dialog.getByLabel('Порядковый номер')).toHaveValue('-1');
    await dialog.getByLabel(/Название/).fill('Изыскания');
    await dialog.getByRole('button', { name: 'Добавить поле' }).click();
    await dialog.getByRole('textbox', { name: 'Ключ, строка 1' }).fill('Вид работ');
    await page.screenshot({ path: 'test-results/screenshots/skeleton-editor-modal.png', animations: 'disabled' });
    await dialog.getByRole('switch', { name: /Создаваемый/ }).check({ force: true });
    await expect(pin).toHaveCount(0);
    await expect(dialog.getByLabel('Порядковый номер')).toHaveCount(0);

    const saved = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v1/skeleton-entities'),
    );
    await dialog.getByRole('button', { name: 'Создать' }).click();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Изыскания',
      parentId: null,
      isCreatable: true,
      isPinned: false,
      skeletonId: 'f6000000-0000-4000-8000-000000000001',
      metadata: [{ key: 'Вид работ', value: null }],
    });
    expect(body).not.toHaveProperty('id');
    await expect(dialog).toBeHidden();
  });

  test('on a phone the tree fits and the modal fills the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openEditor(page);
    const tree = page.getByRole('tree', { name: 'Элементы структуры' });
    await expect(tree.getByRole('treeitem')).toHaveCount(4);
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: 'test-results/screenshots/skeleton-editor-mobile.png', animations: 'disabled' });

    // The «…» button opens the row's menu on a touch screen.
    await tree.getByRole('button', { name: 'Действия: Рабочая документация' }).click();
    await page.getByRole('menuitem', { name: 'Добавить элемент' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый элемент структуры' });
    await expect(dialog.getByText('Внутри элемента «Рабочая документация»')).toBeVisible();
    // Under «[Объект]», a creatable ancestor: no pin.
    await expect(dialog.getByRole('switch', { name: /Закрепить/ })).toHaveCount(0);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await page.screenshot({
      path: 'test-results/screenshots/skeleton-editor-modal-mobile.png',
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
  });
});
