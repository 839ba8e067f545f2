// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { SecurityGroupModal } from './SecurityGroupModal';
import {
  blocked,
  contractor,
  designers,
  ivanov,
  petrova,
  renderAdminScreen,
  serveAdmin,
  smirnova,
} from './security-groups.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const EIGHT_OPERATIONS = [
  'CreateFiles',
  'UpdateFiles',
  'DeleteFiles',
  'StructureControl',
  'DocumentFlow',
  'DocumentFlowAgreement',
  'PermissionControl',
  'ReadDocument',
];

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

function renderModal(group?: SecurityGroup) {
  const onClose = vi.fn();
  renderAdminScreen(<SecurityGroupModal opened group={group} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

/** The chosen members, as the select's pills show them. */
function memberPills(dialog: HTMLElement): string[] {
  return Array.from(dialog.querySelectorAll('.mantine-Pill-label')).map((pill) => pill.textContent);
}

function checkedOperations(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => box.getAttribute('role') !== 'switch' && (box as HTMLInputElement).checked)
    .map((box) => (box as HTMLInputElement).value);
}

async function openMembers(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Участники' }));
  return within(dialog).findByRole('listbox', { name: 'Участники' });
}

describe('SecurityGroupModal', () => {
  it('shows the eight operations with Russian labels, the obsolete read among them', () => {
    serveAdmin();
    const { dialog } = renderModal();
    expect(within(dialog).getByText('Новая группа безопасности')).toBeDefined();
    expect(within(dialog).getByRole('checkbox', { name: 'Чтение (устарело)' })).toBeDefined();
    expect(within(dialog).getByRole('checkbox', { name: 'Согласование документов' })).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .filter((box) => box.getAttribute('role') !== 'switch'),
    ).toHaveLength(8);
  });

  it('«Все права» sets every operation and clears them all, and follows the boxes', async () => {
    serveAdmin();
    const { dialog } = renderModal(contractor);
    const allRights = within(dialog).getByRole('switch', { name: 'Все права' });
    expect((allRights as HTMLInputElement).checked).toBe(false);

    await userEvent.click(allRights);
    expect(checkedOperations(dialog)).toEqual(EIGHT_OPERATIONS);
    expect((allRights as HTMLInputElement).checked).toBe(true);

    // One box off: no longer all rights; back on: all rights again.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Чтение (устарело)' }));
    expect((allRights as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Чтение (устарело)' }));
    expect((allRights as HTMLInputElement).checked).toBe(true);

    await userEvent.click(allRights);
    expect(checkedOperations(dialog)).toEqual([]);
    expect((allRights as HTMLInputElement).checked).toBe(false);
  });

  it('does not offer Disabled users, but keeps a Disabled member visible and removable', async () => {
    serveAdmin();
    const { dialog } = renderModal(contractor);
    await waitFor(() => {
      expect(memberPills(dialog)).toEqual(['Сидоров Олег Иванович (заблокирован)']);
    });
    const list = await openMembers(dialog);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([ivanov.displayName, smirnova.displayName, petrova.displayName, 'Сидоров Олег Иванович (заблокирован)']);

    // Removing the Disabled member: it is gone for good, as it is not offered.
    await userEvent.click(within(list).getByRole('option', { name: 'Сидоров Олег Иванович (заблокирован)' }));
    expect(memberPills(dialog)).toEqual([]);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([ivanov.displayName, smirnova.displayName, petrova.displayName]);
  });

  it('«Добавить всех» adds every offered user, «Убрать всех» removes everyone', async () => {
    serveAdmin();
    const { dialog } = renderModal();
    const addAll = within(dialog).getByRole('button', { name: 'Добавить всех' });
    await waitFor(() => {
      expect(addAll.hasAttribute('disabled')).toBe(false);
    });
    await userEvent.click(addAll);
    expect(memberPills(dialog)).toEqual([ivanov.displayName, smirnova.displayName, petrova.displayName]);
    expect(memberPills(dialog)).not.toContain(blocked.displayName);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать всех' }));
    expect(memberPills(dialog)).toEqual([]);
  });

  it('requires a name and sends nothing without one', async () => {
    serveAdmin();
    const { dialog } = renderModal();
    await userEvent.type(within(dialog).getByLabelText(/Название/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByText('Обязательное поле')).toBeDefined();
    expect(calls().filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('creates a group with POST: trimmed name, no description as null, operations and members', async () => {
    const created: SecurityGroup = { ...designers, id: 'e5000000-0000-4000-8000-000000000004', name: 'Надзор' };
    serveAdmin({ create: () => ({ data: created }) });
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByLabelText(/Название/), '  Надзор  ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Согласование документов' }));
    const list = await openMembers(dialog);
    await userEvent.click(within(list).getByRole('option', { name: petrova.displayName }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(calls().filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/security-groups',
        data: { name: 'Надзор', description: null, members: [petrova.id], operations: ['DocumentFlowAgreement'] },
      },
    ]);
  });

  it('updates a group with PUT to its id, starting from its values', async () => {
    serveAdmin({ update: (_id, body) => ({ data: { ...designers, ...(body as object) } }) });
    const { dialog, onClose } = renderModal(designers);
    expect(within(dialog).getByText('Группа безопасности')).toBeDefined();
    const name = within(dialog).getByLabelText(/Название/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Проектировщики ГП');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Удаление файлов' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(calls().filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: `/security-groups/${designers.id}`,
        data: {
          name: 'Проектировщики ГП',
          description: 'Архитекторы и конструкторы генпроектировщика',
          members: [ivanov.id, smirnova.id],
          operations: ['CreateFiles', 'UpdateFiles', 'DocumentFlow'],
        },
      },
    ]);
  });

  it('shows a name clash inside the modal and stays open', async () => {
    serveAdmin({
      create: () => {
        throw new HttpStatusError(409, {
          type: 'urn:cde:problem:SecurityGroupWithNameAlreadyExists',
          title: 'SecurityGroupWithNameAlreadyExists',
          status: 409,
        });
      },
    });
    const { dialog, onClose } = renderModal();
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Проектировщики');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Группа безопасности с таким именем уже существует.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
