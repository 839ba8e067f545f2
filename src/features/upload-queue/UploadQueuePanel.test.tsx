// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { UploadCancelled } from '../../shared/uploads/UploadQueue';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads/upload-queue.utils';
import {
  clash,
  cleanUp,
  createQueue,
  documents,
  folder,
  forbidden,
  heading,
  hint,
  mockLayout,
  panel,
  publish,
  renderPanel,
  row,
  rowNames,
  rows,
  runOf,
  ROW_HEIGHT,
} from './upload-queue-panel.test-fixtures';

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(mockLayout);
afterEach(cleanUp);

describe('UploadQueuePanel', () => {
  it('shows nothing while the queue is empty', () => {
    const { queue } = createQueue();
    renderPanel(queue);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(rows()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each item with its target, size and one of the four hints', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue([
      ...folder('Фасады', 2),
      ...folder('Разрезы', 1),
      ...documents('План.pdf', 'Смета.xlsx', 'Фото.jpg'),
    ]);
    runOf(runs, 'Смета.xlsx').reject(forbidden);
    runOf(runs, 'Фото.jpg').resolve();
    await publish(queue);

    expect(rowNames()).toEqual(['Фасады', 'Разрезы', 'План.pdf', 'Смета.xlsx', 'Фото.jpg']);
    // A queue of one folder: the second one waits.
    expect(hint('Разрезы')).toBe('Ожидание очереди');
    expect(hint('Фасады')).toBe('Загрузка на сервер · 0 %');
    expect(hint('План.pdf')).toBe('Загрузка на сервер · 0 %');
    expect(hint('Смета.xlsx')).toBe('Ошибка при загрузке: Недостаточно прав в этом каталоге.');
    expect(hint('Фото.jpg')).toBe('Успешно загружено');
    expect(within(row('Фасады')).getByText(/^в «АР» · 2 файла · \d+ Б$/)).toBeDefined();
    expect(within(row('План.pdf')).getByText(/^в «АР» · \d+ Б$/)).toBeDefined();
    // Only running items have a bar.
    expect(within(row('Разрезы')).queryByRole('progressbar')).toBeNull();
    expect(within(row('Фото.jpg')).queryByRole('progressbar')).toBeNull();
    expect(within(row('Смета.xlsx')).queryByRole('progressbar')).toBeNull();
  });

  it('shows the percent in the hint and the bar 5 points behind it from 10 % on', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents('План.pdf'));
    const bar = () => within(row('План.pdf')).getByRole('progressbar', { name: 'Загрузка «План.pdf»' });

    runOf(runs, 'План.pdf').context.onProgress(9);
    await publish(queue);
    expect(hint('План.pdf')).toBe('Загрузка на сервер · 9 %');
    expect(bar().getAttribute('aria-valuenow')).toBe('9');

    runOf(runs, 'План.pdf').context.onProgress(10);
    await publish(queue);
    expect(bar().getAttribute('aria-valuenow')).toBe('5');

    runOf(runs, 'План.pdf').context.onProgress(50);
    await publish(queue);
    expect(hint('План.pdf')).toBe('Загрузка на сервер · 50 %');
    expect(bar().getAttribute('aria-valuenow')).toBe('45');
  });

  it('runs a failed item again on retry, in its place', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents('План.pdf', 'Смета.xlsx'));
    runOf(runs, 'План.pdf').reject(forbidden);
    await publish(queue);
    expect(within(row('Смета.xlsx')).queryByRole('button', { name: 'Повторить загрузку «Смета.xlsx»' })).toBeNull();

    await userEvent.click(within(row('План.pdf')).getByRole('button', { name: 'Повторить загрузку «План.pdf»' }));
    await publish(queue);

    expect(runs.map((run) => run.job.name)).toEqual(['План.pdf', 'Смета.xlsx', 'План.pdf']);
    expect(rowNames()).toEqual(['План.pdf', 'Смета.xlsx']);
    expect(hint('План.pdf')).toBe('Загрузка на сервер · 0 %');
    expect(within(row('План.pdf')).queryByRole('button', { name: /^Повторить/ })).toBeNull();

    runOf(runs, 'План.pdf').resolve();
    await publish(queue);
    expect(hint('План.pdf')).toBe('Успешно загружено');
  });

  it('aborts a running item when it is removed and drops it from the list', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents('План.pdf', 'Смета.xlsx'));
    await publish(queue);
    const plan = runOf(runs, 'План.pdf');
    expect(plan.context.signal.aborted).toBe(false);

    await userEvent.click(within(row('План.pdf')).getByRole('button', { name: 'Убрать «План.pdf» из очереди' }));
    await publish(queue);

    expect(plan.context.signal.aborted).toBe(true);
    expect(runOf(runs, 'Смета.xlsx').context.signal.aborted).toBe(false);
    expect(rowNames()).toEqual(['Смета.xlsx']);
    // The aborted runner failing afterwards changes nothing.
    plan.reject(new Error('aborted'));
    await publish(queue);
    expect(rowNames()).toEqual(['Смета.xlsx']);
  });

  it('clears the finished items, uploaded, failed and cancelled alike, and keeps the running ones', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue([...documents('План.pdf', 'Смета.xlsx', 'Фото.jpg', 'Разрез.dwg'), ...folder('Фасады', 1)]);
    runOf(runs, 'План.pdf').resolve();
    runOf(runs, 'Смета.xlsx').reject(forbidden);
    runOf(runs, 'Фасады').reject(new UploadCancelled());
    await publish(queue);

    await userEvent.click(screen.getByRole('button', { name: 'Очистить завершённые' }));
    await publish(queue);

    expect(rowNames()).toEqual(['Фото.jpg', 'Разрез.dwg']);
    // Nothing finished is left to clear.
    expect(screen.queryByRole('button', { name: 'Очистить завершённые' })).toBeNull();
  });

  it('counts the finished and failed items in its heading', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents('План.pdf', 'Смета.xlsx', 'Фото.jpg'));
    await publish(queue);
    expect(heading()).toBe('Загружено 0 из 3');
    expect(screen.queryByRole('button', { name: 'Очистить загруженные' })).toBeNull();

    runOf(runs, 'План.pdf').resolve();
    runOf(runs, 'Смета.xlsx').reject(forbidden);
    await publish(queue);
    expect(heading()).toBe('Загружено 2 из 3');
    expect(within(panel()).getByText('1 ошибка')).toBeDefined();

    runOf(runs, 'Фото.jpg').resolve();
    await publish(queue);
    expect(heading()).toBe('Загрузка завершена: 3');
  });

  it('collapses to its heading and expands again', async () => {
    const { queue } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents('План.pdf', 'Смета.xlsx'));
    await publish(queue);

    const collapse = screen.getByRole('button', { name: 'Свернуть' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(collapse);

    expect(rows()).toEqual([]);
    expect(heading()).toBe('Загружено 0 из 2');
    const expand = screen.getByRole('button', { name: 'Развернуть' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(expand);
    expect(rowNames()).toEqual(['План.pdf', 'Смета.xlsx']);
  });

  it('fails an item above the size maximum at once, without retry', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    const [huge] = documents('Модель.ifc');
    if (!huge) throw new Error('no job');
    queue.enqueue([{ ...huge, size: MAX_UPLOAD_BYTES }]);
    await publish(queue);

    expect(runs).toEqual([]);
    expect(hint('Модель.ifc')).toBe('Ошибка при загрузке: Размер загруженных документов не может превышать 4 ГБ');
    expect(within(row('Модель.ifc')).queryByRole('button', { name: /^Повторить/ })).toBeNull();
    expect(within(row('Модель.ifc')).getByRole('button', { name: 'Убрать «Модель.ifc» из очереди' })).toBeDefined();
  });

  it('fails a folder of more than 1024 files at once, without retry', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(folder('Листы', 1025));
    await publish(queue);

    expect(runs).toEqual([]);
    expect(hint('Листы')).toBe('Ошибка при загрузке: Количество загруженных документов не может превышать 1024');
    expect(within(row('Листы')).queryByRole('button', { name: /^Повторить/ })).toBeNull();
  });

  it('asks about a folder name clash and hands the answer to the runner', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(folder('Фасады', 2));
    const run = runOf(runs, 'Фасады');
    const answered = run.context.ask(clash);
    answered.then(run.resolve, run.reject);
    await publish(queue);

    const dialog = screen.getByRole('dialog', { name: 'Каталог уже существует' });
    expect(
      within(dialog).getByText('В «АР» уже есть каталог «Фасады». Что сделать с загружаемой папкой?'),
    ).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить как «Фасады (1)»' }));

    await expect(answered).resolves.toBe('rename');
    await publish(queue);
    expect(screen.queryByRole('dialog')).toBeNull();
    // All went well: the window collapsed to its heading.
    expect(heading()).toBe('Загрузка завершена: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Развернуть' }));
    expect(hint('Фасады')).toBe('Успешно загружено');
  });

  it('fails a folder whose clash dialog was cancelled with «Загрузка каталога отменена.», which may be retried', async () => {
    const { queue, runs } = createQueue();
    renderPanel(queue);
    queue.enqueue(folder('Фасады', 2));
    const run = runOf(runs, 'Фасады');
    const answered = run.context.ask(clash);
    answered.then(run.resolve, run.reject);
    await publish(queue);

    await userEvent.click(screen.getByRole('button', { name: 'Отменить загрузку' }));

    await expect(answered).rejects.toBeInstanceOf(UploadCancelled);
    await publish(queue);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hint('Фасады')).toBe('Ошибка при загрузке: Загрузка каталога отменена.');
    await userEvent.click(within(row('Фасады')).getByRole('button', { name: 'Повторить загрузку «Фасады»' }));
    expect(runs).toHaveLength(2);
  });

  it('renders only a window of rows for a thousand queued files and moves it on scroll', async () => {
    const { queue } = createQueue();
    renderPanel(queue);
    queue.enqueue(documents(...Array.from({ length: 1000 }, (_, index) => `Лист ${String(index + 1)}.pdf`)));
    await publish(queue);

    expect(heading()).toBe('Загружено 0 из 1000');
    const names = rowNames();
    expect(names[0]).toBe('Лист 1.pdf');
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names.length).toBeLessThan(20);
    expect(hint('Лист 1.pdf')).toBe('Загрузка на сервер · 0 %');

    const list = within(panel()).getByRole('list');
    const scroller = list.parentElement;
    if (!scroller) throw new Error('no scroller');
    expect(list.style.height).toBe(`${String(1000 * ROW_HEIGHT)}px`);
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 500 * ROW_HEIGHT });
    await act(async () => {
      fireEvent.scroll(scroller);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    const scrolled = rowNames();
    expect(scrolled).toContain('Лист 501.pdf');
    expect(scrolled).not.toContain('Лист 1.pdf');
    expect(scrolled.length).toBeLessThan(20);
    expect(hint('Лист 501.pdf')).toBe('Ожидание очереди');
  });
});
