// @vitest-environment jsdom
import '../testing/setup-dom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { confirm } from './confirm';
import type { ConfirmOptions, ConfirmResult } from './confirm-options';
import { ModalsTestWrapper } from './modals.test-wrapper';

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

/** Opens the dialog; the result is wrapped so that awaiting the opening does not wait for the answer. */
async function openConfirm(options: ConfirmOptions): Promise<{ result: Promise<ConfirmResult> }> {
  render(<ModalsTestWrapper />);
  let result: Promise<ConfirmResult> | undefined;
  await act(async () => {
    result = confirm(options);
    await Promise.resolve();
  });
  if (!result) throw new Error('confirm did not start');
  return { result };
}

const items = Array.from({ length: 12 }, (_, index) => `Документ ${String(index + 1)}`);

describe('confirm', () => {
  it('shows the message, the default title and the default labels', async () => {
    const { result } = await openConfirm({ message: 'Удалить каталог?' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить каталог?')).toBeDefined();
    expect(within(dialog).getByText('Подтверждение')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await expect(result).resolves.toEqual({ confirmed: true, checkboxes: {} });
  });

  it('lists five items at a time and shows more on request', async () => {
    await openConfirm({ message: 'Удалить документы?', items });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items.slice(0, 5));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('returns the checkbox values', async () => {
    const { result } = await openConfirm({
      message: 'Восстановить?',
      checkboxes: [
        { name: 'keep', label: 'Сохранить копию', checked: true },
        { name: 'notify', label: 'Уведомить участников' },
      ],
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Уведомить участников' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Сохранить копию' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await expect(result).resolves.toEqual({ confirmed: true, checkboxes: { keep: false, notify: true } });
  });

  it('uses custom title and labels', async () => {
    const { result } = await openConfirm({
      message: 'Очистить корзину?',
      title: 'Корзина',
      okLabel: 'Очистить',
      cancelLabel: 'Не сейчас',
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Корзина')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Да' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Не сейчас' }));
    await expect(result).resolves.toEqual({ confirmed: false, checkboxes: {} });
  });

  it('is not confirmed when cancelled', async () => {
    const { result } = await openConfirm({ message: 'Удалить?', checkboxes: [{ name: 'all', label: 'Все версии' }] });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Все версии' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(result).resolves.toEqual({ confirmed: false, checkboxes: { all: true } });
  });

  it('closes unconfirmed when its signal aborts', async () => {
    const controller = new AbortController();
    const { result } = await openConfirm({ message: 'Покинуть?', signal: controller.signal });
    await screen.findByRole('dialog');
    act(() => {
      controller.abort();
    });
    await expect(result).resolves.toEqual({ confirmed: false, checkboxes: {} });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('does not open when its signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { result } = await openConfirm({ message: 'Покинуть?', signal: controller.signal });
    await expect(result).resolves.toEqual({ confirmed: false, checkboxes: {} });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not confirmed when closed by Escape', async () => {
    const { result } = await openConfirm({ message: 'Удалить?' });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toEqual({ confirmed: false, checkboxes: {} });
  });
});
