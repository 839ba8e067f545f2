// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { initI18n } from '../../shared/i18n/i18n';
import { pickedFile, testFile } from '../../shared/uploads/uploads.test-fixtures';
import {
  answer,
  chooseFiles,
  chooseFolder,
  facade,
  listed,
  master,
  plan,
  problem,
  project,
  queryMaster,
  renderMaster,
  shown,
  submit,
} from './master-uploader.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(httpClient).mockImplementation(answer);
});

afterEach(cleanup);

describe('MasterUploader', () => {
  it('lists the chosen files and enqueues them as documents into the directory shown', async () => {
    const { queued, payloads } = renderMaster();
    await screen.findByRole('tree', { name: 'Каталог' });
    expect(within(master()).getByText('Выберите файлы или папку либо перетащите их в проводник.')).toBeDefined();

    await chooseFiles(plan, facade);

    expect(listed()).toEqual([
      ['АР-01 План 1 этажа.pdf', '9 Б'],
      ['АР-02 Фасады.pdf', '11 Б'],
    ]);
    expect(within(master()).getByText('Всего: 2 файла, 20 Б')).toBeDefined();
    // Several files keep their names: there is no name field.
    expect(within(master()).queryByRole('textbox', { name: 'Имя' })).toBeNull();

    await submit();

    expect(queryMaster()).toBeNull();
    expect(queued()).toEqual([
      { kind: 'document', name: 'АР-01 План 1 этажа.pdf', targetId: shown.id, targetName: 'АР', fileCount: 1 },
      { kind: 'document', name: 'АР-02 Фасады.pdf', targetId: shown.id, targetName: 'АР', fileCount: 1 },
    ]);
    expect(payloads()).toEqual([
      { kind: 'document', file: plan },
      { kind: 'document', file: facade },
    ]);
  });

  it('adds files chosen one after another', async () => {
    const { queued } = renderMaster();
    await chooseFiles(plan);
    await chooseFiles(facade);
    expect(listed().map(([name]) => name)).toEqual(['АР-01 План 1 этажа.pdf', 'АР-02 Фасады.pdf']);
    await submit();
    expect(queued().map(({ name }) => name)).toEqual(['АР-01 План 1 этажа.pdf', 'АР-02 Фасады.pdf']);
  });

  it('offers the name of a single file, refuses one outside 3 to 128 characters and uploads under the new name', async () => {
    const { queued, payloads } = renderMaster();
    await chooseFiles(plan);
    const name = within(master()).getByRole('textbox', { name: 'Имя' });
    expect((name as HTMLInputElement).value).toBe('АР-01 План 1 этажа.pdf');
    expect(within(master()).queryByText('должно быть больше 3 и меньше 128 символов')).toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, 'АР');
    expect(within(master()).getByText('должно быть больше 3 и меньше 128 символов')).toBeDefined();
    await submit();
    expect(queryMaster()).not.toBeNull();
    expect(queued()).toEqual([]);

    fireEvent.change(name, { target: { value: 'д'.repeat(129) } });
    await submit();
    expect(queued()).toEqual([]);

    fireEvent.change(name, { target: { value: '  План 1 этажа.pdf ' } });
    expect(within(master()).queryByText('должно быть больше 3 и меньше 128 символов')).toBeNull();
    await submit();

    expect(queryMaster()).toBeNull();
    expect(queued()).toEqual([
      { kind: 'document', name: 'План 1 этажа.pdf', targetId: shown.id, targetName: 'АР', fileCount: 1 },
    ]);
    const [payload] = payloads();
    expect(payload?.kind === 'document' && payload.file.name).toBe('План 1 этажа.pdf');
    expect(payload?.kind === 'document' && payload.file.size).toBe(plan.size);
  });

  it('uploads a chosen folder as one folder job with the paths inside it', async () => {
    const { queued, payloads } = renderMaster();
    const sheet = pickedFile('Фасады/АР-02 Фасады.pdf');
    const node = pickedFile('Фасады/Узлы/У-1.dwg');

    chooseFolder(sheet, node);

    expect(listed()).toEqual([['Фасады', '2 файла']]);
    expect(within(master()).queryByRole('textbox', { name: 'Имя' })).toBeNull();
    await submit();

    expect(queued()).toEqual([{ kind: 'folder', name: 'Фасады', targetId: shown.id, targetName: 'АР', fileCount: 2 }]);
    expect(payloads()).toEqual([
      {
        kind: 'folder',
        files: [
          { file: sheet, relativePath: 'АР-02 Фасады.pdf' },
          { file: node, relativePath: 'Узлы/У-1.dwg' },
        ],
      },
    ]);
  });

  it('refuses an empty folder with EmptyDirectoryUpload', async () => {
    const { queued } = renderMaster();

    chooseFolder();

    expect(problem()).toBe('Нельзя загрузить пустую папку.');
    expect(within(master()).getByText('Выберите файлы или папку либо перетащите их в проводник.')).toBeDefined();
    await submit();
    expect(queued()).toEqual([]);
  });

  it('closes and shows MaxPathLimit when a chosen folder has a path of 255 characters', async () => {
    const { queued } = renderMaster();
    await chooseFiles(plan);

    // 'Фасады/' and the name make 255 characters.
    chooseFolder(pickedFile(`Фасады/${'д'.repeat(244)}.pdf`));

    expect(queryMaster()).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Превышена максимальная длина пути — 255 символов.')).toBeDefined();
    expect(queued()).toEqual([]);
  });

  it('closes and shows MaxPathLimit on upload when a dropped folder has a path of 255 characters', async () => {
    const { queued } = renderMaster({
      folders: [{ name: 'Фасады', files: [{ file: facade, relativePath: `${'д'.repeat(244)}.pdf` }] }],
    });

    await submit();

    expect(queryMaster()).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Превышена максимальная длина пути — 255 символов.')).toBeDefined();
    expect(queued()).toEqual([]);
  });

  it('accepts a folder whose longest path has 254 characters', async () => {
    const { queued } = renderMaster();
    chooseFolder(pickedFile(`Фасады/${'д'.repeat(243)}.pdf`));
    await submit();
    expect(queued().map(({ name }) => name)).toEqual(['Фасады']);
  });

  it('refuses documents for a target that does not allow uploads with NotAllowedUploadDocument', async () => {
    const { queued } = renderMaster({ target: { ...shown, allowUploadDocuments: false } });
    await chooseFiles(plan, facade);

    await submit();

    expect(problem()).toBe('Здесь нельзя загружать документы.');
    expect(queryMaster()).not.toBeNull();
    expect(queued()).toEqual([]);
  });

  it('refuses a folder for a target that does not allow directories', async () => {
    const { queued } = renderMaster({ target: { ...shown, allowCreateDirectory: false } });
    chooseFolder(pickedFile('Фасады/АР-02 Фасады.pdf'));

    await submit();

    expect(problem()).toBe('Здесь нельзя создавать, загружать или перемещать каталоги.');
    expect(queued()).toEqual([]);
  });

  it('asks to choose something first', async () => {
    const { queued } = renderMaster();
    await submit();
    expect(problem()).toBe('Выберите файлы или папку для загрузки.');
    expect(queryMaster()).not.toBeNull();
    expect(queued()).toEqual([]);
  });

  it('refuses a folder of more than 1024 files', async () => {
    const { queued } = renderMaster();
    chooseFolder(...Array.from({ length: 1025 }, (_, index) => pickedFile(`Листы/Лист ${String(index + 1)}.pdf`)));
    expect(listed()).toEqual([['Листы', '1025 файлов']]);

    await submit();

    expect(problem()).toBe('Количество загруженных документов не может превышать 1024');
    expect(queued()).toEqual([]);
  });

  it('takes a target chosen in the tree, where only directories allowing the upload can be chosen', async () => {
    const { queued } = renderMaster({ target: null, files: [plan, facade] });
    await submit();
    expect(problem()).toBe('Выберите каталог');

    await userEvent.click(await within(master()).findByText('Архив'));
    await submit();
    expect(problem()).toBe('Выберите каталог');

    await userEvent.click(within(master()).getByText('ЖК «Северный квартал»'));
    await submit();

    expect(queued().map(({ name, targetId, targetName }) => ({ name, targetId, targetName }))).toEqual([
      { name: 'АР-01 План 1 этажа.pdf', targetId: project.id, targetName: 'ЖК «Северный квартал»' },
      { name: 'АР-02 Фасады.pdf', targetId: project.id, targetName: 'ЖК «Северный квартал»' },
    ]);
  });

  it('removes items from the list', async () => {
    const { queued } = renderMaster({
      files: [plan, facade],
      folders: [{ name: 'Фасады', files: [{ file: facade, relativePath: 'АР-02 Фасады.pdf' }] }],
    });
    chooseFolder(pickedFile('Разрезы/1-1.pdf'));
    expect(listed().map(([name]) => name)).toEqual(['Фасады', 'Разрезы', 'АР-01 План 1 этажа.pdf', 'АР-02 Фасады.pdf']);

    await userEvent.click(within(master()).getByRole('button', { name: 'Убрать «Фасады»' }));
    await userEvent.click(within(master()).getByRole('button', { name: 'Убрать «АР-01 План 1 этажа.pdf»' }));

    expect(listed().map(([name]) => name)).toEqual(['Разрезы', 'АР-02 Фасады.pdf']);
    expect(within(master()).getByText(/^Всего: 2 файла, \d+ Б$/)).toBeDefined();
    await submit();
    expect(queued().map(({ kind, name }) => `${kind}:${name}`)).toEqual([
      'document:АР-02 Фасады.pdf',
      'folder:Разрезы',
    ]);
  });

  it("offers the remaining file's name when removing leaves a single document", async () => {
    const { queued } = renderMaster({ files: [plan, facade] });
    expect(within(master()).queryByRole('textbox', { name: 'Имя' })).toBeNull();
    await userEvent.click(within(master()).getByRole('button', { name: 'Убрать «АР-01 План 1 этажа.pdf»' }));
    expect(within(master()).getByRole<HTMLInputElement>('textbox', { name: 'Имя' }).value).toBe('АР-02 Фасады.pdf');
    await submit();
    expect(queued().map(({ name }) => name)).toEqual(['АР-02 Фасады.pdf']);
  });

  it('shows the hint again when everything was removed', async () => {
    renderMaster({ files: [plan] });
    await userEvent.click(within(master()).getByRole('button', { name: 'Убрать «АР-01 План 1 этажа.pdf»' }));
    expect(within(master()).queryByRole('list', { name: 'Выбранное для загрузки' })).toBeNull();
    expect(within(master()).getByText('Выберите файлы или папку либо перетащите их в проводник.')).toBeDefined();
    expect(within(master()).queryByRole('textbox', { name: 'Имя' })).toBeNull();
  });

  it('lists the dropped files and folders it opened with and uploads them', async () => {
    const folderFiles = [
      { file: facade, relativePath: 'АР-02 Фасады.pdf' },
      { file: testFile('У-1.dwg'), relativePath: 'Узлы/У-1.dwg' },
    ];
    const { queued } = renderMaster({ files: [plan], folders: [{ name: 'Фасады', files: folderFiles }] });

    expect(listed()).toEqual([
      ['Фасады', '2 файла'],
      ['АР-01 План 1 этажа.pdf', '9 Б'],
    ]);
    await submit();

    expect(queued()).toEqual([
      { kind: 'document', name: 'АР-01 План 1 этажа.pdf', targetId: shown.id, targetName: 'АР', fileCount: 1 },
      { kind: 'folder', name: 'Фасады', targetId: shown.id, targetName: 'АР', fileCount: 2 },
    ]);
  });

  it('offers the name of a single dropped file', async () => {
    const { queued } = renderMaster({ files: [plan] });
    const name = within(master()).getByRole('textbox', { name: 'Имя' });
    expect((name as HTMLInputElement).value).toBe('АР-01 План 1 этажа.pdf');
    await submit();
    expect(queued().map(({ name: queuedName }) => queuedName)).toEqual(['АР-01 План 1 этажа.pdf']);
  });

  it('closes on cancel without enqueuing', async () => {
    const { queued } = renderMaster({ files: [plan] });
    await userEvent.click(within(master()).getByRole('button', { name: 'Отмена' }));
    expect(queryMaster()).toBeNull();
    expect(queued()).toEqual([]);
  });
});
