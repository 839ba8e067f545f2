// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useGoBack } from './useGoBack';

function Back() {
  const goBack = useGoBack();
  return (
    <button type="button" onClick={goBack}>
      Назад
    </button>
  );
}

function show(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/directories" element={<p>Главная</p>} />
        <Route path="/deleted" element={<p>Корзина</p>} />
        <Route path="/page" element={<Back />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'Назад' }));
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('useGoBack', () => {
  // First: the others add entries to the window's history, which jsdom keeps for the whole file.
  it('without the router’s index, goes home from a page opened alone', async () => {
    await show(['/page']);
    expect(screen.getByText('Главная')).toBeDefined();
  });

  it('goes back when the browser router counts an entry of the app before this one', async () => {
    window.history.replaceState({ idx: 1 }, '');
    await show(['/deleted', '/page']);
    expect(screen.getByText('Корзина')).toBeDefined();
  });

  it('goes home from the app’s first entry in the tab, whatever the browser’s history holds', async () => {
    window.history.pushState({ idx: 0 }, '');
    expect(window.history.length).toBeGreaterThan(1);
    await show(['/deleted', '/page']);
    expect(screen.getByText('Главная')).toBeDefined();
  });
});
