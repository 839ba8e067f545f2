import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { signIn } from './support/sign-in';

const ARCHITECTURE_ID = 'a1000000-0000-4000-8000-000000000004';

const list = (page: Page) => page.getByRole('listbox', { name: 'Содержимое каталога' });
const option = (page: Page, name: RegExp) => list(page).getByRole('option', { name });
const queue = (page: Page) => page.getByRole('region', { name: 'Загрузки' });

const pdf = (name: string, kilobytes = 64) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.alloc(kilobytes * 1024, 7),
});

/** A folder on disk for the folder picker: «Фасады» with a file and a subfolder. */
function folderOnDisk(): string {
  const root = mkdtempSync(join(tmpdir(), 'cde-folder-'));
  const folder = join(root, 'Фасады');
  mkdirSync(join(folder, 'Узлы'), { recursive: true });
  writeFileSync(join(folder, 'АР-02 Фасады.pdf'), Buffer.alloc(2048, 1));
  writeFileSync(join(folder, 'Узлы', 'Узел 1.pdf'), Buffer.alloc(1024, 2));
  return folder;
}

test.describe('uploads against the mock', () => {
  test('uploads several files through the master and the queue shows each reach done', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}`);
    // The mock answers at once: holding each upload back a little shows the queue at work.
    await page.route('**/v1/documents', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const uploads = page.waitForRequest(
      (request) => request.url().endsWith('/v1/documents') && request.method() === 'POST',
    );

    await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
    const master = page.getByRole('dialog', { name: 'Загрузка документов' });
    await master
      .locator('input[type=file]:not([data-testid])')
      .setInputFiles([pdf('АР-10 Разрез 1-1.pdf'), pdf('АР-11 Разрез 2-2.pdf'), pdf('АР-12 Узлы.pdf')]);
    await expect(master.getByRole('list', { name: 'Выбранное для загрузки' }).getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousViolations(page);
    await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
    await expect(master).toBeHidden();

    await uploads;
    await expect(queue(page).getByText('Загрузка на сервер').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/upload-queue.png', animations: 'disabled' });
    // All went well: the queue collapses to its heading, out of the way, and opens on request.
    await expect(queue(page).getByText('Загрузка завершена: 3')).toBeVisible();
    await expect(queue(page).getByTestId('upload-item')).toHaveCount(0);
    await queue(page).getByRole('button', { name: 'Развернуть' }).click();
    await expect(queue(page).getByText('Успешно загружено')).toHaveCount(3);
    await expectNoSeriousViolations(page);

    // The queue stays while the user moves on, until it is closed.
    await page.getByRole('link', { name: 'Корзина' }).first().click();
    await expect(queue(page).getByText('АР-12 Узлы.pdf')).toBeVisible();
    await queue(page).getByRole('button', { name: 'Закрыть окно загрузок' }).click();
    await expect(queue(page)).toBeHidden();
  });

  test('the queue never covers the document panel, and gets out of the way when the uploads are done', async ({
    page,
  }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}/documents/b2000000-0000-4000-8000-000000000001`);
    const panel = page.getByRole('complementary', { name: 'Панель' });
    await expect(panel.getByRole('heading', { name: 'АР-01 План 1 этажа.pdf' })).toBeVisible();
    // The uploads are held until the test lets them go, so that the queue is seen open and running.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/documents', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
    const master = page.getByRole('dialog', { name: 'Загрузка документов' });
    await master
      .locator('input[type=file]:not([data-testid])')
      .setInputFiles([pdf('АР-30 Лист 1.pdf'), pdf('АР-31 Лист 2.pdf'), pdf('АР-32 Лист 3.pdf')]);
    await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
    await expect(queue(page).getByText('Загрузка на сервер')).toHaveCount(3);

    /** The panel ends above the queue's window, and each of its controls takes a click (nothing lies over it). */
    const expectPanelFree = async () => {
      const panelBox = await panel.boundingBox();
      const queueBox = await queue(page).boundingBox();
      expect((panelBox?.y ?? 0) + (panelBox?.height ?? 0)).toBeLessThanOrEqual(queueBox?.y ?? 0);
      const controls = [
        ...(await panel
          .getByRole('group', { name: 'Действия с документом' })
          .getByRole('button', { disabled: false })
          .all()),
        ...(await panel.getByRole('checkbox', { disabled: false }).all()),
      ];
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) await control.click({ trial: true });
    };
    await expectPanelFree();
    await page.screenshot({ path: 'test-results/screenshots/upload-queue-panel.png', animations: 'disabled' });

    release();
    await expect(queue(page).getByText('Загрузка завершена: 3')).toBeVisible();
    await expect(queue(page).getByTestId('upload-item')).toHaveCount(0);
    await expectPanelFree();
    await page.screenshot({ path: 'test-results/screenshots/upload-queue-done.png', animations: 'disabled' });
    await queue(page).getByRole('button', { name: 'Закрыть окно загрузок' }).click();
    await expect(queue(page)).toBeHidden();
  });

  test('uploads a folder, resolving a name clash with the allowed name, and cancels another', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}`);
    const checks: unknown[] = [];
    await page.route('**/v1/directories/upload', async (route) => {
      const request = route.request();
      if (!(request.headers()['content-type'] ?? '').includes('application/json')) {
        await route.continue();
        return;
      }
      const body = request.postDataJSON() as { name: string };
      checks.push(body);
      // «Фасады» is taken in «АР»: the mock answers its clash example, naming the free «Фасады (1)».
      const prefer: Record<string, string> =
        body.name === 'Фасады' ? { prefer: 'code=400, example=FolderNameClash' } : {};
      await route.continue({ headers: { ...request.headers(), ...prefer } });
    });

    const chooseFolder = async () => {
      await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
      const master = page.getByRole('dialog', { name: 'Загрузка документов' });
      await master.getByTestId('folder-input').setInputFiles(folderOnDisk());
      await expect(master.getByText('Фасады')).toBeVisible();
      await expect(master.getByText('2 файла', { exact: true })).toBeVisible();
      await master.getByRole('button', { name: 'Загрузить', exact: true }).click();
    };

    await chooseFolder();
    const choice = page.getByRole('dialog', { name: 'Каталог уже существует' });
    await expect(choice).toContainText('В «АР — Архитектурные решения» уже есть каталог «Фасады».');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/upload-folder-clash.png', animations: 'disabled' });
    const filesSent = page.waitForRequest(
      (request) =>
        request.url().endsWith('/v1/directories/upload') &&
        request.headers()['content-type']?.startsWith('multipart/form-data') === true,
    );
    await choice.getByRole('button', { name: 'Загрузить как «Фасады (1)»' }).click();
    const multipart = (await filesSent).postDataBuffer()?.toString('utf8') ?? '';
    expect(multipart).toContain('name="relativePaths"');
    expect(multipart).toContain('Узлы/Узел 1.pdf');
    expect(multipart).toContain('Фасады (1)');
    await expect(queue(page).getByText('Загрузка завершена: 1')).toBeVisible();
    expect(checks).toEqual([
      expect.objectContaining({ name: 'Фасады', isUploadDirectory: true }),
      expect.objectContaining({ name: 'Фасады (1)', isUploadDirectory: true }),
    ]);

    await chooseFolder();
    await page
      .getByRole('dialog', { name: 'Каталог уже существует' })
      .getByRole('button', { name: 'Отменить загрузку' })
      .click();
    await expect(queue(page).getByText('Ошибка при загрузке: Загрузка каталога отменена.')).toBeVisible();
    await expect(queue(page).getByRole('button', { name: 'Повторить загрузку «Фасады»' })).toBeVisible();
  });

  test('opens the master with the files dropped on the explorer', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}`);
    await expect(option(page, /^Фасады/)).toBeVisible();
    // A drop synthesised in the page: a DataTransfer holding a file, as the browser builds it for a dragged file.
    const transfer = await page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.7'], 'АР-20 Кровля.pdf', { type: 'application/pdf' }));
      return transfer;
    })()`);
    await list(page).dispatchEvent('dragenter', { dataTransfer: transfer });
    await expect(page.getByTestId('file-drop-overlay')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/upload-overlay.png', animations: 'disabled' });
    await list(page).dispatchEvent('dragover', { dataTransfer: transfer });
    await list(page).dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.getByTestId('file-drop-overlay')).toBeHidden();
    const master = page.getByRole('dialog', { name: 'Загрузка документов' });
    await expect(master.getByRole('textbox', { name: 'Имя' })).toHaveValue('АР-20 Кровля.pdf');
  });

  test('drops a file on the document panel as a new version', async ({ page }) => {
    await signIn(page, 'staff', `directories/${ARCHITECTURE_ID}/documents/b2000000-0000-4000-8000-000000000001`);
    const panel = page.getByRole('complementary', { name: 'Панель' });
    await expect(panel.getByRole('heading', { name: 'АР-01 План 1 этажа.pdf' })).toBeVisible();
    const transfer = await page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.7'], 'АР-01 План 1 этажа, изм. 2.pdf', { type: 'application/pdf' }));
      return transfer;
    })()`);
    const versionSent = page.waitForRequest(
      (request) => /\/v1\/documents\/[^/]+\/versions$/.test(request.url()) && request.method() === 'POST',
    );
    const section = panel.locator('section').first();
    await section.dispatchEvent('dragover', { dataTransfer: transfer });
    await section.dispatchEvent('drop', { dataTransfer: transfer });
    await page.waitForURL(/\/versions$/);
    // Chromium does not hand a file's bytes to the request event: the call itself is the proof.
    expect((await versionSent).url()).toContain('/v1/documents/b2000000-0000-4000-8000-000000000001/versions');
    await expect(page.getByText('АР-01 План 1 этажа, изм. 2.pdf')).toBeVisible();
  });
});
