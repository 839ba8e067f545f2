// @vitest-environment jsdom
import '../testing/setup-dom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpStatusError } from '../errors/app-error';
import { i18n, initI18n } from '../i18n/i18n';
import { alert } from './alert';
import { ModalsTestWrapper } from './modals.test-wrapper';
import { showError } from './showError';

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

/** Opens a modal; the closing is wrapped so that awaiting the opening does not wait for it. */
async function open(show: () => Promise<void>): Promise<{ closed: Promise<void> }> {
  render(<ModalsTestWrapper />);
  let closed: Promise<void> | undefined;
  await act(async () => {
    closed = show();
    await Promise.resolve();
  });
  if (!closed) throw new Error('the modal did not open');
  return { closed };
}

describe('alert', () => {
  it('shows the message under the default title and closes with OK', async () => {
    const { closed } = await open(() => alert('Скачивание в корне не работает'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Скачивание в корне не работает')).toBeDefined();
    expect(within(dialog).getByText('Внимание')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('takes a title', async () => {
    await open(() => alert('Текст', 'Загрузка'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Загрузка')).toBeDefined();
  });
});

describe('showError', () => {
  it('shows the mapped message of a catalogue key', async () => {
    const { closed } = await open(() => showError('TrashEmpty'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ошибка')).toBeDefined();
    expect(within(dialog).getByText(i18n.t('TrashEmpty', { ns: 'errors' }))).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('shows the mapped message of a server problem', async () => {
    const error = new HttpStatusError(404, {
      type: 'urn:cde:problem:NotFound',
      title: 'NotFound',
      status: 404,
      detail: 'VersionNotFound',
    });
    await open(() => showError(error));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('VersionNotFound', { ns: 'errors' }))).toBeDefined();
  });

  it('shows the generic unknown error for anything else', async () => {
    await open(() => showError(new Error('boom')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('Unknown', { ns: 'errors' }))).toBeDefined();
  });
});
