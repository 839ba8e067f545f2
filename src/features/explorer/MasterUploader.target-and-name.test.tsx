// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { initI18n } from '../../shared/i18n/i18n';
import { answer, chooseFiles, master, plan, renderMaster, submit } from './master-uploader.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

/** Issue 18: the target chosen is seen at once, and a rename does not lose the file's extension unnoticed. */
beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(httpClient).mockImplementation(answer);
});

afterEach(cleanup);

describe('MasterUploader, target and name', () => {
  it('opens the tree expanded down to the directory it starts from, chosen and scrolled into view', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderMaster({ files: [plan] });
    const tree = await within(master()).findByRole('tree', { name: 'Каталог' });
    const target = await within(tree).findByRole('treeitem', { name: /^АР$/ });
    expect(target.getAttribute('aria-selected')).toBe('true');
    expect(
      within(tree)
        .getByRole('treeitem', { name: /^ЖК «Северный квартал»/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(scrolled.mock.contexts).toContain(target);
  });

  it('warns when the new name of a single file drops its extension, and keeps it on request', async () => {
    const { queued } = renderMaster();
    await chooseFiles(plan);
    const name = within(master()).getByRole('textbox', { name: 'Имя' });
    await userEvent.clear(name);
    await userEvent.type(name, 'План первого этажа');
    expect(within(master()).getByText(/^У имени нет расширения «\.pdf»/)).toBeDefined();

    await userEvent.click(within(master()).getByRole('button', { name: 'Оставить .pdf' }));
    expect((name as HTMLInputElement).value).toBe('План первого этажа.pdf');
    expect(within(master()).queryByText(/^У имени нет расширения/)).toBeNull();
    await submit();
    expect(queued().map(({ name: queuedName }) => queuedName)).toEqual(['План первого этажа.pdf']);
  });

  it('refuses a path separator in the name of a single file', async () => {
    const { queued } = renderMaster();
    await chooseFiles(plan);
    fireEvent.change(within(master()).getByRole('textbox', { name: 'Имя' }), { target: { value: 'a/b.pdf' } });
    expect(within(master()).getByText('Не должно содержать символы / и \\')).toBeDefined();
    await submit();
    expect(queued()).toEqual([]);
  });
});
