// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import {
  cleanUp,
  createQueue,
  documents,
  forbidden,
  heading,
  hint,
  mockLayout,
  publish,
  renderPanel,
  rowNames,
  rows,
  runOf,
  ROW_HEIGHT,
} from './upload-queue-panel.test-fixtures';

/** Issue 18: once the uploads are over, the queue's window gets out of the way, and it never covers the page. */
beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(mockLayout);
afterEach(cleanUp);

describe('UploadQueuePanel, finished', () => {
  it('collapses by itself when the last upload ends well, and opens again for new ones', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents('План.pdf', 'Смета.xlsx'));
    await publish(queue);
    expect(rowNames()).toEqual(['План.pdf', 'Смета.xlsx']);

    runOf(runs, 'План.pdf').resolve();
    await publish(queue);
    expect(rowNames()).toEqual(['План.pdf', 'Смета.xlsx']);
    runOf(runs, 'Смета.xlsx').resolve();
    await publish(queue);

    expect(heading()).toBe('Загрузка завершена: 2');
    expect(rows()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Развернуть' }).getAttribute('aria-expanded')).toBe('false');

    queue.enqueue(documents('Фото.jpg'));
    await publish(queue);
    expect(rowNames()).toEqual(['План.pdf', 'Смета.xlsx', 'Фото.jpg']);
  });

  it('stays open when an upload failed, and closes with ×, clearing the finished ones', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents('План.pdf', 'Смета.xlsx'));
    expect(screen.queryByRole('button', { name: 'Закрыть окно загрузок' })).toBeNull();
    runOf(runs, 'План.pdf').resolve();
    runOf(runs, 'Смета.xlsx').reject(forbidden);
    await publish(queue);
    expect(rowNames()).toEqual(['План.pdf', 'Смета.xlsx']);

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть окно загрузок' }));
    await publish(queue);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps its height free below the page while it is shown, so that it covers no control', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    const space = () => document.documentElement.style.getPropertyValue('--upload-queue-space');
    expect(space()).toBe('');
    queue.enqueue(documents('План.pdf'));
    await publish(queue);
    // jsdom measures every element at one row's height: the window's, and the gap above it.
    expect(space()).toBe(`${String(ROW_HEIGHT + 12)}px`);

    runOf(runs, 'План.pdf').resolve();
    await publish(queue);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть окно загрузок' }));
    await publish(queue);
    expect(space()).toBe('');
  });

  it('says that an empty file became a dummy version', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    const [empty] = documents('Пустой.pdf');
    if (!empty) throw new Error('no job');
    queue.enqueue([{ ...empty, size: 0 }, ...documents('Смета.xlsx')]);
    runOf(runs, 'Пустой.pdf').resolve();
    await publish(queue);
    expect(hint('Пустой.pdf')).toBe('Загружен пустой файл (0 Б): это фиктивная версия без содержимого');
  });
});
