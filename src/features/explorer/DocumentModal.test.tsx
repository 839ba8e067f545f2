// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldError } from '../../../codegen/model/fieldError';
import { httpClient } from '../../api/http-client';
import { testDocument } from '../../shared/documents/documents.test-data';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { calls } from '../../shared/testing/recorded-calls';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { DocumentModal } from './DocumentModal';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

function validationFailed(errors: FieldError[]) {
  return Promise.reject(
    new HttpStatusError(400, {
      type: 'urn:cde:problem:ValidationFailed',
      title: 'ValidationFailed',
      status: 400,
      detail: 'The request is not valid.',
      errors,
    }),
  );
}

async function openRename() {
  const onClose = vi.fn();
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <DocumentModal document={testDocument()} onClose={onClose} />
    </TestProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Переименовать документ' });
  const input = within(dialog).getByRole('textbox', { name: /Имя/ });
  return { dialog, input, onClose };
}

async function renameTo(dialog: HTMLElement, input: HTMLElement, name: string) {
  await userEvent.clear(input);
  await userEvent.type(input, name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Переименовать' }));
}

beforeAll(async () => {
  await initI18n('ru');
});
beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});
afterEach(cleanup);

describe('the document rename', () => {
  it('shows the server’s ValidationFailed of the name on the field, in Russian', async () => {
    vi.mocked(httpClient).mockImplementationOnce(() =>
      validationFailed([
        { field: 'body.name', message: 'must not contain control characters', rule: 'controlCharacters' },
      ]),
    );
    const { dialog, input, onClose } = await openRename();
    await renameTo(dialog, input, 'План\u0001.pdf');

    expect(await within(dialog).findByText('Не должно содержать управляющие символы')).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Данные заполнены неверно. Проверьте введённые значения.',
    );
    expect(dialog.textContent).not.toContain('must not');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names a limit the server gives, and a rule it does not know in general words', async () => {
    vi.mocked(httpClient).mockImplementationOnce(() =>
      validationFailed([
        { field: 'body.name', message: 'must NOT have more than 128 characters', rule: 'maxLength', limit: 128 },
      ]),
    );
    const { dialog, input } = await openRename();
    await renameTo(dialog, input, 'План.pdf');
    expect(await within(dialog).findByText('Не больше 128 символов')).toBeDefined();

    vi.mocked(httpClient).mockImplementationOnce(() =>
      validationFailed([{ field: 'body.name', message: 'must not hold bidi controls', rule: 'somethingNew' }]),
    );
    await renameTo(dialog, input, 'План 2.pdf');
    expect(await within(dialog).findByText('Недопустимое значение')).toBeDefined();
  });

  it('refuses a path separator before asking the server', async () => {
    const { dialog, input } = await openRename();
    await renameTo(dialog, input, 'a/b.png');
    expect(within(dialog).getByText('Не должно содержать символы / и \\')).toBeDefined();
    expect(calls()).toEqual([]);
  });

  it('warns when the new name drops the extension, and puts it back on request', async () => {
    const { dialog, input } = await openRename();
    await userEvent.clear(input);
    await userEvent.type(input, 'План');
    expect(within(dialog).getByText(/^У имени нет расширения «\.pdf»/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Оставить .pdf' }));
    expect((input as HTMLInputElement).value).toBe('План.pdf');
    expect(within(dialog).queryByText(/расширени/)).toBeNull();
  });
});
