// @vitest-environment jsdom
import '../testing/setup-dom';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { ModalHost, openModals } from './modal-host';

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

describe('ModalHost', () => {
  it('mounts nothing until a modal opens, then the provider, which shows the modal and the later ones', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <ModalHost />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    // The provider is loaded and mounted by the opening: polled, so that React renders meanwhile.
    let ready = false;
    const opening = openModals().then((modals) => {
      ready = true;
      return modals;
    });
    await waitFor(() => {
      expect(ready).toBe(true);
    });
    const modals = await opening;
    act(() => {
      modals.open({ modalId: 'first', title: 'Первое', children: <p>Текст первого</p> });
    });
    expect(await screen.findByRole('dialog', { name: 'Первое' })).toBeDefined();
    act(() => {
      modals.close('first');
    });

    const again = await openModals();
    expect(again).toBe(modals);
    act(() => {
      again.open({ modalId: 'second', title: 'Второе', children: <p>Текст второго</p> });
    });
    expect(await screen.findByText('Текст второго')).toBeDefined();
  });
});
