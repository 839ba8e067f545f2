// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetDirectoryChildrenQueryKey, getGetDirectoryQueryKey } from '../../../codegen/api/directories/directories';
import type { Document } from '../../../codegen/model/document';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../errors/app-error';
import { calls } from '../testing/recorded-calls';
import { MERGED_MODEL_DESCRIPTION_MAX } from './model-assembly.utils';
import { initModelAssemblyI18n, renderAssembly, workingModels } from './model-assembly.test-fixtures';
import { architecture, modelDocument, structures } from './model-assembly.test-data';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const merged: Document = modelDocument('b2000000-0000-4000-8000-000000000009', 'Сводная модель РД.cim', {
  uploadState: 'Waiting',
});

beforeAll(initModelAssemblyI18n);

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

async function openDialog(documents: Document[] = [structures, architecture]) {
  const rendered = renderAssembly(documents);
  await userEvent.click(screen.getByRole('button', { name: 'сводная' }));
  const dialog = await screen.findByRole('dialog', { name: 'Создать сводную модель' });
  return { ...rendered, dialog };
}

const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Название/ });
const descriptionField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Описание' });

describe('MergedModelDialog', () => {
  it('shows the target directory read-only and the documents to merge', async () => {
    const { dialog } = await openDialog();
    const directory = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Каталог' });
    expect(directory.value).toBe('КЖ');
    expect(directory.readOnly).toBe(true);
    expect(within(dialog).getByText('Объединяются 2 документа:')).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Модель КЖ.ifc', 'Модель АР.ifc']);
  });

  it('refuses a name shorter than 3 characters once trimmed, without calling the server', async () => {
    const { dialog } = await openDialog();
    await userEvent.type(nameField(dialog), '  КЖ  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(within(dialog).getByText('должно быть больше 3 и меньше 128 символов')).toBeDefined();
    expect(calls()).toEqual([]);
  });

  it('refuses a description over the contract’s limit', async () => {
    const { dialog } = await openDialog();
    await userEvent.type(nameField(dialog), 'Сводная модель РД');
    await userEvent.click(descriptionField(dialog));
    await userEvent.paste('я'.repeat(MERGED_MODEL_DESCRIPTION_MAX + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(within(dialog).getByText('Описание не длиннее 2000 символов')).toBeDefined();
    expect(calls()).toEqual([]);
  });

  it('posts the trimmed fields with the documents’ ids, reloads the directory and closes', async () => {
    vi.mocked(httpClient).mockResolvedValue({ data: merged });
    const { dialog, queryClient } = await openDialog();
    queryClient.setQueryData(getGetDirectoryQueryKey(workingModels.id), workingModels);
    queryClient.setQueryData(getGetDirectoryChildrenQueryKey(workingModels.id), []);

    await userEvent.type(nameField(dialog), '  Сводная модель РД ');
    await userEvent.type(descriptionField(dialog), ' Конструктивные и архитектурные решения ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls()).toEqual([
      {
        method: 'POST',
        url: '/merged-models',
        data: {
          name: 'Сводная модель РД',
          parentDirectoryId: workingModels.id,
          description: 'Конструктивные и архитектурные решения',
          documentIds: [structures.id, architecture.id],
        },
      },
    ]);
    expect(queryClient.getQueryState(getGetDirectoryQueryKey(workingModels.id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getGetDirectoryChildrenQueryKey(workingModels.id))?.isInvalidated).toBe(true);
  });

  it('sends no description when none is typed', async () => {
    vi.mocked(httpClient).mockResolvedValue({ data: merged });
    const { dialog } = await openDialog();
    await userEvent.type(nameField(dialog), 'Сводная модель РД');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(calls()).toHaveLength(1);
    });
    expect(calls()[0]?.data).toMatchObject({ name: 'Сводная модель РД', description: null });
  });

  it('shows a server refusal inside the dialog and keeps what was typed', async () => {
    vi.mocked(httpClient).mockRejectedValue(
      new HttpStatusError(409, {
        type: 'urn:cde:problem:DocumentWithNameAlreadyExists',
        title: 'DocumentWithNameAlreadyExists',
        status: 409,
      }),
    );
    const { dialog } = await openDialog();
    await userEvent.type(nameField(dialog), 'Сводная модель РД');
    await userEvent.type(descriptionField(dialog), 'КЖ и АР');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Документ с таким именем уже существует.');
    expect((nameField(dialog) as HTMLInputElement).value).toBe('Сводная модель РД');
    expect((descriptionField(dialog) as HTMLTextAreaElement).value).toBe('КЖ и АР');
    expect(screen.getByRole('dialog', { name: 'Создать сводную модель' })).toBeDefined();
  });

  it('closes with Cancel and starts afresh when opened again', async () => {
    const { dialog } = await openDialog();
    await userEvent.type(nameField(dialog), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    await userEvent.click(screen.getByRole('button', { name: 'сводная' }));
    const again = await screen.findByRole('dialog', { name: 'Создать сводную модель' });
    expect((nameField(again) as HTMLInputElement).value).toBe('');
    expect(calls()).toEqual([]);
  });
});
