// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetDirectoryChildrenQueryKey } from '../../../codegen/api/directories/directories';
import type { CreateDirectoryRequest } from '../../../codegen/model/createDirectoryRequest';
import type { Directory } from '../../../codegen/model/directory';
import type { FieldError } from '../../../codegen/model/fieldError';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../errors/app-error';
import { initI18n } from '../i18n/i18n';
import { calls } from '../testing/recorded-calls';
import { testDirectory } from '../testing/test-directory';
import { createTestQueryClient, TestProviders } from '../testing/test-providers';
import { useDirectoryModal, type DirectoryModalRequest } from './useDirectoryModal';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const project = testDirectory({ id: 'p', name: 'ЖК «Северный квартал»', skeletonEntityId: 'e-object' });
const archive = testDirectory({ id: 'a', name: 'Архив', metadata: [{ key: 'Год', value: '2025' }] });

const objectEntity: SkeletonEntity = {
  id: 'e-object',
  name: 'Объект',
  description: null,
  depth: 0,
  authorId: 'author',
  ancestorIds: [],
  parentId: null,
  skeletonId: 's',
  isCreatable: true,
  isPinned: false,
  pinPriority: -1,
  pinShortName: null,
  allowCreateDirectory: true,
  allowUploadDocuments: false,
  metadata: [{ key: 'Шифр объекта', value: null }],
};

/** The server: creates from the body (the new directory gets the id `new`), renames keeping the rest. */
function answer(config: AxiosRequestConfig): Promise<unknown> {
  if (config.method === 'POST' && config.url === '/directories') {
    const body = config.data as CreateDirectoryRequest;
    return Promise.resolve(
      testDirectory({
        id: 'new',
        name: body.name,
        parentId: body.parentId,
        skeletonEntityId: body.skeletonEntityId ?? null,
        metadata: body.metadata ?? [],
      }),
    );
  }
  if (config.method === 'PUT' && config.url === '/directories/a/rename') {
    return Promise.resolve({ ...archive, name: (config.data as { name: string }).name });
  }
  return Promise.reject(new Error(`unexpected ${config.method ?? 'GET'} ${config.url ?? ''}`));
}

function rejectWith(status: number, title: string, errors?: FieldError[]) {
  return Promise.reject(
    new HttpStatusError(status, {
      type: `urn:cde:problem:${title}`,
      title,
      status,
      ...(errors ? { errors } : {}),
    } as never),
  );
}

function Harness({ request }: { request: DirectoryModalRequest }) {
  const modal = useDirectoryModal();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          modal.open(request);
        }}
      >
        open
      </button>
      {modal.element}
    </>
  );
}

async function openModal(request: DirectoryModalRequest) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getGetDirectoryChildrenQueryKey('root'), [archive, project]);
  render(
    <TestProviders queryClient={queryClient}>
      <Harness request={request} />
    </TestProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, queryClient };
}

function rootNames(queryClient: ReturnType<typeof createTestQueryClient>) {
  return queryClient.getQueryData<Directory[]>(getGetDirectoryChildrenQueryKey('root'))?.map(({ name }) => name);
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(httpClient).mockImplementation(answer);
});

afterEach(cleanup);

describe('the directory modal, creating', () => {
  it('creates a top-level directory with metadata, updates the tree cache, closes and reports it', async () => {
    const onDone = vi.fn();
    const { dialog, queryClient } = await openModal({ mode: 'create', parent: null, onDone });
    expect(within(dialog).getByRole('heading', { name: 'Новый каталог' })).toBeDefined();
    expect(within(dialog).getByText('На верхнем уровне')).toBeDefined();
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await waitFor(() => {
      expect(document.activeElement).toBe(name);
    });

    await userEvent.type(name, '  Бизнес-центр  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить поле' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Ключ, строка 1' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ключ, строка 1' }), 'Шифр');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Значение, строка 1' }), 'БЦ-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить поле' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ключ, строка 2' }), 'Заказчик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls()).toEqual([
      {
        method: 'POST',
        url: '/directories',
        data: {
          name: 'Бизнес-центр',
          parentId: null,
          metadata: [
            { key: 'Шифр', value: 'БЦ-1' },
            { key: 'Заказчик', value: null },
          ],
        },
      },
    ]);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'new', name: 'Бизнес-центр' }));
    expect(rootNames(queryClient)).toEqual(['Архив', 'Бизнес-центр', 'ЖК «Северный квартал»']);
  });

  it('requires the name and every metadata key, and sends nothing until they are there', async () => {
    const { dialog } = await openModal({ mode: 'create', parent: project });
    expect(within(dialog).getByText('В каталоге «ЖК «Северный квартал»»')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить поле' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByText('Введите название')).toBeDefined();
    expect(within(dialog).getByText('Введите ключ')).toBeDefined();
    expect(calls()).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'АР');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить строку 1' }));
    expect(within(dialog).queryByText('Введите название')).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Ключ, строка 1' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => {
      expect(calls()).toEqual([{ method: 'POST', url: '/directories', data: { name: 'АР', parentId: 'p' } }]);
    });
  });

  it("starts from the entity's name and metadata keys and names the entity", async () => {
    const { dialog } = await openModal({ mode: 'create', parent: null, entity: objectEntity });
    expect(within(dialog).getByRole('heading', { name: 'Добавить Объект' })).toBeDefined();
    expect(within(dialog).getByRole('textbox', { name: /Название/ })).toHaveProperty('value', 'Объект');
    expect(within(dialog).getByRole('textbox', { name: 'Ключ, строка 1' })).toHaveProperty('value', 'Шифр объекта');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Значение, строка 1' }), 'СК-2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => {
      expect(calls()).toEqual([
        {
          method: 'POST',
          url: '/directories',
          data: {
            name: 'Объект',
            parentId: null,
            skeletonEntityId: 'e-object',
            metadata: [{ key: 'Шифр объекта', value: 'СК-2027' }],
          },
        },
      ]);
    });
  });

  it('shows a refusal inside the modal and keeps everything typed for another try', async () => {
    vi.mocked(httpClient).mockImplementationOnce(() => rejectWith(400, 'DirectoryWithNameAlreadyExists'));
    const onDone = vi.fn();
    const { dialog, queryClient } = await openModal({ mode: 'create', parent: null, onDone });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Архив');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить поле' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ключ, строка 1' }), 'Год');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Каталог с таким именем уже существует.');
    expect(within(dialog).getByRole('textbox', { name: /Название/ })).toHaveProperty('value', 'Архив');
    expect(within(dialog).getByRole('textbox', { name: 'Ключ, строка 1' })).toHaveProperty('value', 'Год');
    expect(onDone).not.toHaveBeenCalled();
    expect(rootNames(queryClient)).toEqual(['Архив', 'ЖК «Северный квартал»']);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ name: 'Архив 2' }));
    });
    expect(calls().map(({ data }) => (data as CreateDirectoryRequest).name)).toEqual(['Архив', 'Архив 2']);
  });

  it('puts the field errors of ValidationFailed under their fields, in Russian', async () => {
    vi.mocked(httpClient).mockImplementationOnce(() =>
      rejectWith(400, 'ValidationFailed', [
        { field: 'body.name', message: 'must not contain / or \\', rule: 'pathSeparator' },
        {
          field: '/metadata/0/value',
          message: 'must NOT have more than 4096 characters',
          rule: 'maxLength',
          limit: 4096,
        },
        { field: 'body.skeletonEntityId', message: 'must match format "uuid"', rule: 'format' },
      ]),
    );
    const { dialog } = await openModal({ mode: 'create', parent: null, entity: objectEntity });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Данные заполнены неверно. Проверьте введённые значения.');
    expect(within(dialog).getByText('Не должно содержать символы / и \\')).toBeDefined();
    expect(within(dialog).getByText('Не больше 4096 символов')).toBeDefined();
    // A field the form has no input for is named in the alert, in the app's words too.
    expect(within(alert).getByText('skeletonEntityId: Значение в неверном формате')).toBeDefined();
    expect(dialog.textContent).not.toMatch(/must/);
  });

  it('refuses a name of 255 characters, the contract’s limit being 254', async () => {
    const { dialog } = await openModal({ mode: 'create', parent: project });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    expect(name.getAttribute('maxlength')).toBe('254');
  });

  it('shows NotAllowedCreateDirectory with its text', async () => {
    vi.mocked(httpClient).mockImplementationOnce(() => rejectWith(403, 'NotAllowedCreateDirectory'));
    const { dialog } = await openModal({ mode: 'create', parent: project });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'АР');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Здесь нельзя создавать, загружать или перемещать каталоги.',
    );
  });

  it('closes on Cancel without asking the server', async () => {
    const onDone = vi.fn();
    const { dialog } = await openModal({ mode: 'create', parent: null, onDone });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the directory modal, renaming', () => {
  it('renames with the metadata read-only, updates the tree cache and reports it', async () => {
    const onDone = vi.fn();
    const { dialog, queryClient } = await openModal({ mode: 'rename', directory: archive, onDone });
    expect(within(dialog).getByRole('heading', { name: 'Переименовать каталог' })).toBeDefined();
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    expect(name).toHaveProperty('value', 'Архив');
    expect(within(dialog).getByRole('textbox', { name: 'Ключ, строка 1' })).toHaveProperty('readOnly', true);
    expect(within(dialog).getByRole('textbox', { name: 'Значение, строка 1' })).toHaveProperty('readOnly', true);
    expect(within(dialog).queryByRole('button', { name: 'Добавить поле' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Удалить строку 1' })).toBeNull();

    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Введите название')).toBeDefined();
    await userEvent.type(name, 'Яблоко');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls()).toEqual([{ method: 'PUT', url: '/directories/a/rename', data: { name: 'Яблоко' } }]);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', name: 'Яблоко' }));
    expect(rootNames(queryClient)).toEqual(['ЖК «Северный квартал»', 'Яблоко']);
  });
});
