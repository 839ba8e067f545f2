// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { ModalsTestWrapper } from '../../shared/modals/modals.test-wrapper';
import type { FolderClash, FolderClashChoice } from '../../shared/uploads/upload-runner';
import { ChoiceUploadDirectory } from './ChoiceUploadDirectory';

const clash: FolderClash = { name: 'Фасады', targetName: 'АР', allowedName: 'Фасады (1)', isSkeletonEntity: false };

function renderChoice(question: FolderClash | null = clash) {
  const onAnswer = vi.fn<(answer: FolderClashChoice | null) => void>();
  render(
    <ModalsTestWrapper>
      <ChoiceUploadDirectory question={question} onAnswer={onAnswer} />
    </ModalsTestWrapper>,
  );
  return { onAnswer };
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== '');

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

describe('ChoiceUploadDirectory', () => {
  it('is closed while there is no question', () => {
    renderChoice(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the folder and the target and offers the three answers', async () => {
    renderChoice();
    const dialog = await screen.findByRole('dialog', { name: 'Каталог уже существует' });
    expect(
      within(dialog).getByText('В «АР» уже есть каталог «Фасады». Что сделать с загружаемой папкой?'),
    ).toBeDefined();
    expect(buttonNames(dialog)).toEqual([
      'Отменить загрузку',
      'Загрузить в существующий',
      'Загрузить как «Фасады (1)»',
    ]);
    expect(within(dialog).queryByText(/каталог структуры проекта/)).toBeNull();
  });

  it('uploads into the existing directory', async () => {
    const { onAnswer } = renderChoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Загрузить в существующий' }));
    expect(onAnswer.mock.calls).toEqual([['existing']]);
  });

  it('renames to the name the server allowed', async () => {
    const { onAnswer } = renderChoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Загрузить как «Фасады (1)»' }));
    expect(onAnswer.mock.calls).toEqual([['rename']]);
  });

  it('offers no upload into a skeleton directory, only the new name', async () => {
    const { onAnswer } = renderChoice({ ...clash, isSkeletonEntity: true });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Это каталог структуры проекта: загрузить в него нельзя, только под другим именем.'),
    ).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Загрузить в существующий' })).toBeNull();
    expect(buttonNames(dialog)).toEqual(['Отменить загрузку', 'Загрузить как «Фасады (1)»']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить как «Фасады (1)»' }));
    expect(onAnswer.mock.calls).toEqual([['rename']]);
  });

  it('cancels with the cancel button', async () => {
    const { onAnswer } = renderChoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить загрузку' }));
    expect(onAnswer.mock.calls).toEqual([[null]]);
  });

  it('cancels with Escape', async () => {
    const { onAnswer } = renderChoice();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onAnswer.mock.calls).toEqual([[null]]);
  });

  it('cancels when the dialog is closed with its cross', async () => {
    const { onAnswer } = renderChoice();
    const dialog = await screen.findByRole('dialog');
    // The cross has no text; it is the one button of the header.
    const header = dialog.querySelector('.mantine-Modal-header');
    if (!(header instanceof HTMLElement)) throw new Error('no modal header');
    await userEvent.click(within(header).getByRole('button'));
    expect(onAnswer.mock.calls).toEqual([[null]]);
  });
});
