// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { httpClient } from '../../api/http-client';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { SkeletonEntityModal, type SkeletonEntityModalArgs } from './SkeletonEntityModal';
import {
  contractEntities,
  objectEntity,
  SKELETON_ID,
  structuresEntity,
  surveysEntity,
  testEntity,
  workingEntity,
} from './skeleton-editor.test-data';
import { contractor, designers, problem, renderAsAdmin, serveSkeleton } from './skeleton-editor.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

const ROOT: SkeletonEntityModalArgs = { parentSkeletonId: SKELETON_ID };

function renderModal(args: SkeletonEntityModalArgs, entities: readonly SkeletonEntity[] = contractEntities) {
  const onClose = vi.fn();
  const result = renderAsAdmin(<SkeletonEntityModal opened args={args} entities={entities} onClose={onClose} />);
  return { ...result, onClose };
}

async function dialog(name: string) {
  return screen.findByRole('dialog', { name });
}

function mutations() {
  return calls().filter((call) => call.method !== 'GET');
}

describe('SkeletonEntityModal', () => {
  it('offers «Создаваемый» for a new entity, with both allow-flags on and the pin off', async () => {
    serveSkeleton();
    renderModal(ROOT);
    const form = await dialog('Новый элемент структуры');
    expect(within(form).getByText('На верхнем уровне структуры')).toBeDefined();
    expect(within(form).getByRole<HTMLInputElement>('switch', { name: /Создаваемый/ }).checked).toBe(false);
    expect(within(form).getByRole<HTMLInputElement>('switch', { name: 'Разрешить создание каталогов' }).checked).toBe(
      true,
    );
    expect(within(form).getByRole<HTMLInputElement>('switch', { name: 'Разрешить загрузку документов' }).checked).toBe(
      true,
    );
    expect(within(form).getByRole<HTMLInputElement>('switch', { name: /Закрепить/ }).checked).toBe(false);
  });

  it('hides «Создаваемый» when editing an existing entity, starting from its values', async () => {
    serveSkeleton({ entity: () => surveysEntity });
    renderModal({ ...ROOT, skeletonEntityId: surveysEntity.id }, [...contractEntities, surveysEntity]);
    const form = await dialog('Элемент структуры');
    const name = await within(form).findByLabelText<HTMLInputElement>(/Название/);
    expect(name.value).toBe('Изыскания');
    expect(within(form).queryByRole('switch', { name: /Создаваемый/ })).toBeNull();
    expect(within(form).getByRole('switch', { name: /Закрепить/ })).toBeDefined();
  });

  it('hides the pin toggle once the entity is made creatable', async () => {
    serveSkeleton();
    renderModal(ROOT);
    const form = await dialog('Новый элемент структуры');
    await userEvent.click(within(form).getByRole('switch', { name: /Закрепить/ }));
    expect(within(form).getByLabelText('Порядковый номер')).toBeDefined();
    await userEvent.click(within(form).getByRole('switch', { name: /Создаваемый/ }));
    expect(within(form).queryByRole('switch', { name: /Закрепить/ })).toBeNull();
    expect(within(form).queryByLabelText('Порядковый номер')).toBeNull();
  });

  it('hides the pin toggle under a creatable parent and under a creatable grandparent', async () => {
    serveSkeleton();
    renderModal({ ...ROOT, parentSkeletonEntityId: objectEntity.id });
    const form = await dialog('Новый элемент структуры');
    expect(within(form).getByText('Внутри элемента «[Объект]»')).toBeDefined();
    expect(within(form).queryByRole('switch', { name: /Закрепить/ })).toBeNull();
    cleanup();

    // «Рабочая документация» itself is not creatable, but lies inside «[Объект]».
    serveSkeleton();
    renderModal({ ...ROOT, skeletonEntityId: workingEntity.id, parentSkeletonEntityId: objectEntity.id });
    const edit = await dialog('Элемент структуры');
    await within(edit).findByLabelText(/Название/);
    expect(within(edit).queryByRole('switch', { name: /Закрепить/ })).toBeNull();
  });

  it('caps the pin order number at the count of skeleton entities', async () => {
    const created = testEntity({ id: 'f7000000-0000-4000-8000-000000000010', name: 'Изыскания', isPinned: true });
    serveSkeleton({ createEntity: () => created });
    const { onClose } = renderModal(ROOT);
    const form = await dialog('Новый элемент структуры');
    await userEvent.type(within(form).getByLabelText(/Название/), 'Изыскания');
    await userEvent.click(within(form).getByRole('switch', { name: /Закрепить/ }));
    const order = within(form).getByLabelText<HTMLInputElement>('Порядковый номер');
    expect(order.value).toBe('-1');
    expect(within(form).getByText('От −1 (без номера, в конце) до 4')).toBeDefined();
    await userEvent.clear(order);
    await userEvent.type(order, '99');
    await userEvent.tab();
    expect(order.value).toBe('4');
    await userEvent.clear(order);
    await userEvent.tab();
    expect(order.value).toBe('-1');
    await userEvent.type(order, '{Control>}a{/Control}7');
    await userEvent.tab();
    expect(order.value).toBe('4');
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(mutations()[0]?.data).toMatchObject({ isPinned: true, pinPriority: 4 });
  });

  it('requires a name and sends nothing without one', async () => {
    serveSkeleton();
    renderModal(ROOT);
    const form = await dialog('Новый элемент структуры');
    await userEvent.type(within(form).getByLabelText(/Название/), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(within(form).getByText('Обязательное поле')).toBeDefined();
    expect(mutations()).toEqual([]);
  });

  it('creates a child entity with POST and no id: trimmed name, metadata rows and the chosen groups', async () => {
    const created = testEntity({ id: 'f7000000-0000-4000-8000-000000000005', name: 'АР', parentId: workingEntity.id });
    serveSkeleton({ createEntity: () => created });
    const { onClose } = renderModal({ ...ROOT, parentSkeletonEntityId: workingEntity.id });
    const form = await dialog('Новый элемент структуры');
    await userEvent.type(within(form).getByLabelText(/Название/), '  АР  ');
    await userEvent.click(within(form).getByRole('switch', { name: /Создаваемый/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить поле' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Ключ, строка 1' }), 'Марка');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Значение, строка 1' }), 'АР');
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить поле' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Группы безопасности' }));
    await userEvent.click(await screen.findByRole('option', { name: contractor.name }));
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(mutations()).toEqual([
      {
        method: 'POST',
        url: '/skeleton-entities',
        data: {
          name: 'АР',
          parentId: workingEntity.id,
          description: null,
          isCreatable: true,
          skeletonId: SKELETON_ID,
          securityGroups: [contractor.id],
          allowCreateDirectory: true,
          allowUploadDocuments: true,
          isPinned: false,
          pinShortName: null,
          pinPriority: -1,
          metadata: [{ key: 'Марка', value: 'АР' }],
        },
      },
    ]);
  });

  it('edits with PATCH to its id, the groups of its own points preselected', async () => {
    serveSkeleton({
      entity: () => structuresEntity,
      points: () => ({
        data: [
          { id: contractor.id, name: contractor.name, ownerId: structuresEntity.id, priority: 2, parentName: null },
          { id: designers.id, name: designers.name, ownerId: objectEntity.id, priority: 0, parentName: 'Объект' },
        ],
      }),
      updateEntity: (_id, body) => ({ ...structuresEntity, ...(body as object) }),
    });
    const { onClose } = renderModal({ ...ROOT, skeletonEntityId: structuresEntity.id });
    const form = await dialog('Элемент структуры');
    await within(form).findByLabelText(/Название/);
    await waitFor(() => {
      expect(Array.from(form.querySelectorAll('.mantine-Pill-label')).map((pill) => pill.textContent)).toEqual([
        'Генподрядчик',
      ]);
    });
    expect(within(form).getByText('Унаследовано: Проектировщики (от «Объект»)')).toBeDefined();
    await userEvent.click(within(form).getByRole('switch', { name: 'Разрешить создание каталогов' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(mutations()).toEqual([
      {
        method: 'PATCH',
        url: `/skeleton-entities/${structuresEntity.id}`,
        data: expect.objectContaining({
          id: structuresEntity.id,
          name: 'КЖ — Конструкции железобетонные',
          parentId: workingEntity.id,
          isCreatable: true,
          allowCreateDirectory: true,
          securityGroups: [contractor.id],
        }) as unknown,
      },
    ]);
  });

  it('shows a name clash on the name field and stays open', async () => {
    serveSkeleton({
      createEntity: () => {
        throw problem(409, 'SkeletonEntityWithNameAlreadyExists');
      },
    });
    const { onClose } = renderModal(ROOT);
    const form = await dialog('Новый элемент структуры');
    await userEvent.type(within(form).getByLabelText(/Название/), 'Объект');
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(await within(form).findByText('Элемент структуры с таким именем уже существует.')).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows other refusals in the error dialog', async () => {
    serveSkeleton({
      createEntity: () => {
        throw problem(403, 'ForbiddenResourceFailed');
      },
    });
    renderModal(ROOT);
    const form = await dialog('Новый элемент структуры');
    await userEvent.type(within(form).getByLabelText(/Название/), 'Изыскания');
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toBeDefined();
  });

  it('closes with the generic error without a parent skeleton id', async () => {
    serveSkeleton();
    const { onClose } = renderModal({});
    const error = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(error.textContent).toContain('Неизвестная ошибка');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Новый элемент структуры' })).toBeNull();
  });

  it('closes and shows the error when the entity fails to load, or «skeleton entity is null»', async () => {
    serveSkeleton({
      entity: () => {
        throw problem(404, 'NotFound');
      },
    });
    const first = renderModal({ ...ROOT, skeletonEntityId: workingEntity.id });
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toBeDefined();
    expect(first.onClose).toHaveBeenCalled();
    cleanup();

    serveSkeleton({ entity: () => null });
    const second = renderModal({ ...ROOT, skeletonEntityId: workingEntity.id });
    const error = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(error.textContent).toContain('Что-то пошло не так: элемент структуры не найден.');
    expect(second.onClose).toHaveBeenCalled();
  });

  it('is not mounted for an ordinary account', () => {
    serveSkeleton();
    renderAsAdmin(<SkeletonEntityModal opened args={ROOT} entities={contractEntities} onClose={vi.fn()} />, ['staff']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
