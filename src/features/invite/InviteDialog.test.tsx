// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetMemberOfQueryKey, getGetUserEditInfoQueryKey } from '../../../codegen/api/users/users';
import type { GetMemberOf200 } from '../../../codegen/model/getMemberOf200';
import type { GetUserEditInfo200 } from '../../../codegen/model/getUserEditInfo200';
import type { InviteUser201 } from '../../../codegen/model/inviteUser201';
import { httpClient } from '../../api/http-client';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { InviteDialog } from './InviteDialog';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const group = (id: string, name: string) => ({ id, name, description: null, members: [], operations: [] });

const editInfo: GetUserEditInfo200 = {
  data: {
    roles: [
      { role: 'user', label: 'Пользователь' },
      { role: 'staff', label: 'Сотрудник' },
      { role: 'administrator', label: 'Администратор' },
    ],
    invitableRoles: [
      { role: 'user', label: 'Пользователь' },
      { role: 'staff', label: 'Сотрудник' },
    ],
    securityGroups: [group('g-1', 'Проектировщики'), group('g-2', 'Сметчики'), group('g-3', 'Администрация')],
  },
};

const memberOf: GetMemberOf200 = { data: [group('g-1', 'Проектировщики'), group('g-2', 'Сметчики')] };

const invited: InviteUser201 = {
  data: {
    id: 'u-9',
    email: 'anna@example.com',
    displayName: 'Анна Смирнова',
    company: null,
    department: null,
    title: null,
    location: null,
    mobile: null,
    phone: null,
    status: 0,
    roles: ['user'],
    disableEmailNotifications: false,
  },
};

function renderDialog(onClose = vi.fn()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(getGetUserEditInfoQueryKey(), editInfo);
  queryClient.setQueryData(getGetMemberOfQueryKey(), memberOf);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <InviteDialog opened onClose={onClose} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

async function fillRequired(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/Электронная почта/), 'anna@example.com');
  await userEvent.type(within(dialog).getByLabelText(/^Имя/), 'Анна');
  await userEvent.type(within(dialog).getByLabelText(/^Фамилия/), 'Смирнова');
}

beforeAll(async () => {
  await initI18n('ru');
  // The dialog's texts come with it (lazy-texts.ts); rendered directly here, they are loaded first.
  await loadTexts('invite');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

describe('InviteDialog', () => {
  it('shows the fields with an e-mail input and the ordinary user role preselected', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Пригласить участника')).toBeDefined();
    expect(
      within(dialog)
        .getByLabelText(/Электронная почта/)
        .getAttribute('type'),
    ).toBe('email');
    expect(within(dialog).getByLabelText(/Отчество/)).toBeDefined();
    // The chosen roles show as pills beside the (closed) list of options.
    const pills = within(dialog)
      .getAllByText('Пользователь')
      .filter((element) => element.classList.contains('mantine-Pill-label'));
    expect(pills).toHaveLength(1);
  });

  it('requires e-mail, given name and family name', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(within(dialog).getAllByText('Обязательное поле')).toHaveLength(3);
    expect(httpClient).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Электронная почта/), 'anna');
    expect(within(dialog).getByText('Неверный адрес электронной почты')).toBeDefined();
  });

  it('offers only the inviter’s own security groups', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Группы безопасности/ }));
    const list = await within(dialog).findByRole('listbox', { name: /Группы безопасности/ });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Проектировщики', 'Сметчики']);
  });

  it('sends the invitation, closes and tells the user', async () => {
    vi.mocked(httpClient).mockResolvedValue(invited);
    const { dialog, onClose } = renderDialog();
    await fillRequired(dialog);
    await userEvent.type(within(dialog).getByLabelText(/Отчество/), 'Павловна');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Группы безопасности/ }));
    const list = await within(dialog).findByRole('listbox', { name: /Группы безопасности/ });
    await userEvent.click(within(list).getByRole('option', { name: 'Сметчики' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));

    expect(await screen.findByText('Приглашение отправлено')).toBeDefined();
    expect(onClose).toHaveBeenCalledOnce();
    expect(httpClient).toHaveBeenCalledOnce();
    expect(vi.mocked(httpClient).mock.calls[0]?.[0]).toMatchObject({
      url: '/users/invite',
      method: 'POST',
      data: {
        email: 'anna@example.com',
        givenName: 'Анна',
        familyName: 'Смирнова',
        middleName: 'Павловна',
        roles: ['user'],
        securityGroupIds: ['g-2'],
      },
    });
  });

  it('shows the translated server error inside the dialog and stays open', async () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    vi.mocked(httpClient).mockRejectedValue(
      new AxiosError(
        'Request failed with status code 409',
        'ERR_BAD_REQUEST',
        config,
        {},
        {
          status: 409,
          statusText: 'Conflict',
          headers: {},
          config,
          data: { type: 'urn:cde:problem:UserAlreadyExists', title: 'UserAlreadyExists', status: 409 },
        },
      ),
    );
    const { dialog, onClose } = renderDialog();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Пользователь с таким адресом электронной почты уже существует.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the invitable roles only', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Роли/ }));
    const list = await within(dialog).findByRole('listbox', { name: /Роли/ });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Пользователь', 'Сотрудник']);
  });

  it('closes on cancel without sending', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(httpClient).not.toHaveBeenCalled();
  });
});
