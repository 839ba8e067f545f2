import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const ARCHITECTURE_ID = 'a1000000-0000-4000-8000-000000000004';
const STRUCTURES_ID = 'a1000000-0000-4000-8000-000000000005';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: RegExp) => list(page).getByRole('option', { name });

test.describe('moves and model assembly against the mock', () => {
  test('a move refused for clashing names is retried with rename from the movement-error dialog', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}`);
    const moves: string[] = [];
    await page.route('**/v1/explorer/move/from/**', async (route) => {
      const request = route.request();
      moves.push(request.url());
      // The first attempt clashes (the mock's MoveFilesFailed example); the retry with rename goes through.
      const clash: Record<string, string> = request.url().includes('rename=true') ? {} : { prefer: 'code=417' };
      await route.continue({ headers: { ...request.headers(), ...clash } });
    });
    await list(page)
      .getByText('АР-01 План 1 этажа.pdf')
      .dragTo(option(page, /^Фасады/));
    await page.getByRole('dialog').getByRole('button', { name: 'Переместить' }).click();

    const failure = page.getByRole('dialog', { name: 'Ошибка перемещения' });
    await expect(failure).toContainText('В целевом каталоге уже есть');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/move-clash.png', animations: 'disabled' });
    await failure.getByRole('button', { name: 'Переименовать и переместить' }).click();
    await expect(failure).toBeHidden();
    // The dialog closes as the retry leaves, so the route may see it a moment later.
    await expect.poll(() => moves).toHaveLength(2);
    expect(moves[0]).not.toContain('rename=true');
    expect(moves[1]).toContain('rename=true');
  });

  test('moves a document by dropping it on a node of the directory tree', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}`);
    const tree = page.getByRole('tree', { name: 'Каталоги' });
    const target = tree.getByRole('treeitem', { name: /КЖ — Конструкции железобетонные/ });
    await expect(target).toBeVisible();
    await list(page).getByText('АР-01 План 1 этажа.pdf').dragTo(target);
    const confirmation = page.getByRole('dialog');
    await expect(confirmation).toContainText('Переместить 1 элемент в «КЖ — Конструкции железобетонные»?');
    const moved = page.waitForRequest((request) => request.url().includes('/v1/explorer/move/from/'));
    await confirmation.getByRole('button', { name: 'Переместить' }).click();
    expect((await moved).url()).toContain(`/explorer/move/from/${ARCHITECTURE_ID}/to/${STRUCTURES_ID}`);
  });

  test('model assembly waits for a model still being synchronised', async ({ page }) => {
    await signIn(page, 'staff', `directories/${STRUCTURES_ID}`);
    await option(page, /^Модель КЖ\.ifc/).click();
    await option(page, /^Модель АР\.ifc/).click({ modifiers: ['Control'] });
    await option(page, /^Модель АР\.ifc/).click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Сборка модели' }).click();

    const sync = page.getByRole('dialog', { name: 'Документы синхронизируются' });
    await expect(sync).toContainText('Модель АР.ifc');
    await expect(sync).not.toContainText('Модель КЖ.ifc');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/model-sync.png', animations: 'disabled' });
    await sync.getByRole('button', { name: 'ОК' }).click();
    await expect(sync).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/directories/${STRUCTURES_ID}$`));
  });

  test('creates a merged model from the selected models', async ({ page }) => {
    await signIn(page, 'staff', `directories/${STRUCTURES_ID}`);
    await option(page, /^Модель КЖ\.ifc/).click();
    await option(page, /^Модель АР\.ifc/).click({ modifiers: ['Control'] });
    await option(page, /^Модель АР\.ifc/).click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Создать сводную модель' }).click();

    const dialog = page.getByRole('dialog', { name: 'Создать сводную модель' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill('Сводная модель РД');
    const created = page.waitForRequest((request) => request.url().endsWith('/v1/merged-models'));
    await dialog.getByRole('button', { name: 'Создать' }).click();
    const body = (await created).postDataJSON() as { documentIds: string[] };
    expect(body).toMatchObject({ name: 'Сводная модель РД', parentDirectoryId: STRUCTURES_ID });
    expect([...body.documentIds].sort()).toEqual([
      'b2000000-0000-4000-8000-000000000002',
      'b2000000-0000-4000-8000-000000000007',
    ]);
    await expect(dialog).toBeHidden();
  });
});
