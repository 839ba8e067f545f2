import { describe, expect, it } from 'vitest';
import { ExplorerFilter } from '../../../codegen/model/explorerFilter';
import { ExplorerSort } from '../../../codegen/model/explorerSort';
import { otherDocument, testNote } from '../../shared/documents/documents.test-data';
import { testDirectory } from '../../shared/testing/test-directory';
import { arrangeExplorerItems, DEFAULT_VIEW, explorerItemName, type ExplorerView } from './explorer-items.utils';

const directories = [
  testDirectory({ id: 'd1', name: 'Фасады', createdAt: '2026-01-03T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z' }),
  testDirectory({ id: 'd2', name: 'архив', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-05-01T00:00:00Z' }),
  testDirectory({ id: 'd3', name: 'Планы', isPinned: true, createdAt: '2026-01-02T00:00:00Z' }),
];
const documents = [
  otherDocument('f1', 'План 10.pdf', { createdAt: '2026-02-01T00:00:00Z', updatedAt: '2026-02-05T00:00:00Z' }),
  otherDocument('f2', 'План 2.pdf', {
    createdAt: '2026-02-03T00:00:00Z',
    updatedAt: '2026-02-04T00:00:00Z',
    comments: [testNote('n1', 'Уточнить отметки')],
  }),
  otherDocument('f3', 'Ведомость.xlsx', {
    createdAt: '2026-02-02T00:00:00Z',
    updatedAt: '2026-02-06T00:00:00Z',
    agreed: true,
  }),
];

const names = (view: Partial<ExplorerView>) =>
  arrangeExplorerItems(directories, documents, { ...DEFAULT_VIEW, ...view }).map(explorerItemName);

describe('arrangeExplorerItems', () => {
  it('lists pinned directories first, then directories, then documents, A-Z with numbers in order', () => {
    expect(names({})).toEqual(['Планы', 'архив', 'Фасады', 'Ведомость.xlsx', 'План 2.pdf', 'План 10.pdf']);
  });

  it('orders Z-A and by change and creation dates, pinned directories still first', () => {
    expect(names({ sort: ExplorerSort.NameDescending })).toEqual([
      'Планы',
      'Фасады',
      'архив',
      'План 10.pdf',
      'План 2.pdf',
      'Ведомость.xlsx',
    ]);
    expect(names({ sort: ExplorerSort.UpdatedDescending, filter: ExplorerFilter.OnlyDocuments })).toEqual([
      'Ведомость.xlsx',
      'План 10.pdf',
      'План 2.pdf',
    ]);
    expect(names({ sort: ExplorerSort.UpdatedAscending, filter: ExplorerFilter.OnlyDocuments })).toEqual([
      'План 2.pdf',
      'План 10.pdf',
      'Ведомость.xlsx',
    ]);
    expect(names({ sort: ExplorerSort.CreatedDescending, filter: ExplorerFilter.OnlyDirectories })).toEqual([
      'Планы',
      'Фасады',
      'архив',
    ]);
    expect(names({ sort: ExplorerSort.CreatedAscending, filter: ExplorerFilter.OnlyDocuments })).toEqual([
      'План 10.pdf',
      'Ведомость.xlsx',
      'План 2.pdf',
    ]);
  });

  it('filters directories, documents, documents in work and approved documents', () => {
    expect(names({ filter: ExplorerFilter.OnlyDirectories })).toEqual(['Планы', 'архив', 'Фасады']);
    expect(names({ filter: ExplorerFilter.OnlyDocuments })).toEqual(['Ведомость.xlsx', 'План 2.pdf', 'План 10.pdf']);
    expect(names({ filter: ExplorerFilter.OnlyDocumentsInWork })).toEqual(['План 2.pdf']);
    expect(names({ filter: ExplorerFilter.OnlyApprovedDocuments })).toEqual(['Ведомость.xlsx']);
  });

  it('searches names case-insensitively after trimming', () => {
    expect(names({ search: '  ПЛАН ' })).toEqual(['Планы', 'План 2.pdf', 'План 10.pdf']);
    expect(names({ search: 'xlsx' })).toEqual(['Ведомость.xlsx']);
    expect(names({ search: '   ' })).toHaveLength(6);
    expect(names({ search: 'нет такого' })).toEqual([]);
  });
});
