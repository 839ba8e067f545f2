// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { httpClient } from '../../api/http-client';
import { TEST_DIRECTORY_ID, TEST_DOCUMENT_ID, testDocument } from '../../shared/documents/documents.test-data';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import {
  facadePhoto,
  finishes,
  model,
  PROJECT_ID,
  renderRelated,
  serveRelated,
  specification,
  survey,
  urlsCalled,
  WORKING_ID,
} from './related.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const BASE = `/documents/${TEST_DOCUMENT_ID}`;

/** The picker's loads of directories: all but the screen's own load of the document's directory (its rights). */
const pickerUrls = () =>
  urlsCalled().filter((url) => url.includes('/directories/') && url !== `GET /directories/${TEST_DIRECTORY_ID}/fetch`);

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('related');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

async function listItems() {
  const list = await screen.findByRole('list', { name: 'Связанные документы' });
  return within(list).getAllByRole('listitem');
}

async function openMenu(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Действия с документом «${name}»` }));
  return screen.findByRole('menu');
}

function menuItems(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('the related list', () => {
  it('lists the related documents, each opening its panel in its own directory', async () => {
    serveRelated();
    renderRelated();
    const items = await listItems();
    expect(items).toHaveLength(2);
    const link = within(items[0] as HTMLElement).getByRole('link', { name: finishes.name });
    expect(link.getAttribute('href')).toBe(`/directories/${WORKING_ID}/documents/${finishes.id}`);
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Документ в работе: есть замечания' }),
    ).toBeDefined();
    expect(within(items[1] as HTMLElement).getByRole('link', { name: facadePhoto.name })).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Связанные документы: АР-01 План 1 этажа.pdf' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Назад' }).getAttribute('href')).toBe(
      `/directories/${TEST_DIRECTORY_ID}/documents/${TEST_DOCUMENT_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeDefined();
  });

  it('offers open, download and remove, and view for what a viewer of the app opens', async () => {
    serveRelated();
    renderRelated();
    const menu = await openMenu(finishes.name);
    expect(menuItems(menu)).toEqual(['Открыть', 'Просмотреть', 'Скачать', 'Удалить связь']);
    expect(within(menu).getByRole('menuitem', { name: 'Открыть' }).getAttribute('href')).toBe(
      `/directories/${WORKING_ID}/documents/${finishes.id}`,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(menuItems(await openMenu(facadePhoto.name))).toEqual(['Открыть', 'Просмотреть', 'Скачать', 'Удалить связь']);
  });

  it('does not offer the download to ordinary roles, but the view', async () => {
    serveRelated();
    renderRelated({ roles: ['user'] });
    expect(menuItems(await openMenu(finishes.name))).toEqual(['Открыть', 'Просмотреть', 'Удалить связь']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(menuItems(await openMenu(facadePhoto.name))).toEqual(['Открыть', 'Просмотреть', 'Удалить связь']);
  });

  it('views a related archive in the archive browser, at its head version in its own directory', async () => {
    serveRelated({ related: [finishes, survey] });
    renderRelated({ roles: ['user'] });
    const menu = await openMenu(survey.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Просмотреть' }));
    expect((await screen.findByTestId('archive')).textContent).toBe(
      `/directories/${WORKING_ID}/documents/${survey.id}/versions/0/archive`,
    );
    expect(urlsCalled()).toContain(`GET /documents/${survey.id}/versions/0/download-requirements`);
  });

  it('starts the download from the menu', async () => {
    serveRelated();
    renderRelated();
    const menu = await openMenu(finishes.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Скачать' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Скачать документ?')).toBeDefined();
    expect(urlsCalled()).toContain(`GET /documents/${finishes.id}/versions/0/download-requirements`);
  });

  it('removes a relation after confirmation', async () => {
    serveRelated();
    renderRelated();
    const menu = await openMenu(finishes.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Удалить связь' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить связь с документом?')).toBeDefined();
    expect(within(dialog).getByRole('listitem').textContent).toBe(finishes.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить связь' }));

    await waitFor(async () => {
      expect(await listItems()).toHaveLength(1);
    });
    expect(screen.queryByRole('link', { name: finishes.name })).toBeNull();
    expect(calls().filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `${BASE}/related/delete`, data: [finishes.id] },
    ]);
  });

  it('keeps the relation when the removal is cancelled', async () => {
    serveRelated();
    renderRelated();
    const menu = await openMenu(finishes.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Удалить связь' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls().filter((call) => call.method === 'POST')).toEqual([]);
    expect(await listItems()).toHaveLength(2);
  });
});

describe('the empty list and adding', () => {
  it('says there are none, with an Add link opening the picker', async () => {
    serveRelated({ related: [] });
    renderRelated();
    const empty = await screen.findByTestId('related-empty');
    expect(empty.textContent).toBe('Связанных документов нет. Добавить');
    await userEvent.click(within(empty).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByRole('dialog', { name: 'Выберите документы' })).toBeDefined();
  });

  it.each([
    ['agreed', { agreed: true }],
    ['disabled', { disabled: true }],
  ])('offers no Add, neither button nor link, for a %s document', async (_state, fields) => {
    serveRelated({ document: testDocument(fields), related: [] });
    renderRelated();
    const empty = await screen.findByTestId('related-empty');
    expect(empty.textContent).toBe('Связанных документов нет. ');
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
  });

  it('hides the Add button beside a list of an agreed document but keeps the removal', async () => {
    serveRelated({ document: testDocument({ agreed: true }) });
    renderRelated();
    await listItems();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(menuItems(await openMenu(finishes.name))).toContain('Удалить связь');
  });

  it('offers neither Add nor the removal without UpdateFiles in the document’s directory', async () => {
    const { CreateFiles, DeleteFiles, DocumentFlow } = PermissionOperation;
    serveRelated({ permissions: [CreateFiles, DeleteFiles, DocumentFlow] });
    renderRelated();
    await listItems();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    const items = menuItems(await openMenu(finishes.name));
    expect(items).not.toContain('Удалить связь');
    expect(items).toContain('Открыть');
  });
});

describe('the select-documents master', () => {
  async function openPicker() {
    // The toolbar button; an empty list offers the same as a link in its text.
    const [add] = await screen.findAllByRole('button', { name: 'Добавить' });
    if (!add) throw new Error('no Add button');
    await userEvent.click(add);
    return screen.findByRole('dialog', { name: 'Выберите документы' });
  }

  it('loads each level lazily and refuses the current and the already related documents', async () => {
    serveRelated();
    renderRelated();
    const dialog = await openPicker();
    const projectButton = await within(dialog).findByRole('button', { name: 'ЖК «Северный квартал»' });
    expect(projectButton.getAttribute('aria-expanded')).toBe('false');
    expect(pickerUrls()).toEqual(['GET /directories/root/children']);

    await userEvent.click(projectButton);
    const current = await within(dialog).findByRole('checkbox', { name: 'АР-01 План 1 этажа.pdf' });
    expect(projectButton.getAttribute('aria-expanded')).toBe('true');
    expect(pickerUrls()).toEqual([
      'GET /directories/root/children',
      `GET /directories/${PROJECT_ID}/children`,
      `GET /directories/${PROJECT_ID}/fetch`,
    ]);
    expect(current.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Этот документ')).toBeDefined();
    const photo = within(dialog).getByRole('checkbox', { name: facadePhoto.name });
    expect(photo.hasAttribute('disabled')).toBe(true);
    expect((photo as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Уже связан')).toBeDefined();
    expect(within(dialog).getByRole('checkbox', { name: model.name }).hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Добавить' }).hasAttribute('disabled')).toBe(true);
  });

  it('returns the ticked documents, posts them and shows the new list', async () => {
    serveRelated();
    renderRelated();
    const dialog = await openPicker();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'ЖК «Северный квартал»' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: model.name }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Рабочая документация' }));
    const finishesBox = await within(dialog).findByRole('checkbox', { name: finishes.name });
    expect(finishesBox.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: specification.name }));
    // Ticked twice is unticked.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: specification.name }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: specification.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(calls().filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: `${BASE}/related`, data: { documentIds: [model.id, specification.id] } },
      ]);
    });
    expect(await screen.findByRole('link', { name: model.name })).toBeDefined();
    expect(screen.getByRole('link', { name: specification.name })).toBeDefined();
    expect(await listItems()).toHaveLength(4);
  });

  it('is used by keyboard: Tab to a directory, Enter to expand, Space to tick', async () => {
    serveRelated({ related: [] });
    renderRelated();
    const dialog = await openPicker();
    const projectButton = await within(dialog).findByRole('button', { name: 'ЖК «Северный квартал»' });
    projectButton.focus();
    await userEvent.keyboard('{Enter}');
    const box = await within(dialog).findByRole('checkbox', { name: model.name });
    box.focus();
    await userEvent.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Добавить' }).hasAttribute('disabled')).toBe(false);
  });

  it('posts nothing when cancelled', async () => {
    serveRelated();
    renderRelated();
    const dialog = await openPicker();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'ЖК «Северный квартал»' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: model.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls().filter((call) => call.method === 'POST')).toEqual([]);
  });
});
