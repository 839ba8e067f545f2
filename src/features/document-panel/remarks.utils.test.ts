import { describe, expect, it } from 'vitest';
import { testComment, testDocument, testNote } from '../../shared/documents/documents.test-data';
import {
  addRemarkRow,
  changeRemarkRow,
  commentToSend,
  firstRemarkRows,
  isSendKey,
  remarkTexts,
  removeRemarkRow,
  withAddedNotes,
  withNote,
  withNoteComment,
} from './remarks.utils';

const key = { key: 'Enter', shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };

describe('remark rows', () => {
  it('starts with one empty row', () => {
    expect(firstRemarkRows()).toEqual([{ id: 0, value: '' }]);
  });

  it('adds rows at the end with new ids', () => {
    const rows = addRemarkRow(addRemarkRow(firstRemarkRows()));
    expect(rows.map((row) => row.id)).toEqual([0, 1, 2]);
    expect(addRemarkRow(removeRemarkRow(rows, 1)).map((row) => row.id)).toEqual([0, 2, 3]);
  });

  it('removes a row but keeps at least one', () => {
    const rows = changeRemarkRow(addRemarkRow(firstRemarkRows()), 1, 'второе');
    expect(removeRemarkRow(rows, 0)).toEqual([{ id: 1, value: 'второе' }]);
    expect(removeRemarkRow([{ id: 1, value: 'второе' }], 1)).toEqual([{ id: 1, value: 'второе' }]);
  });

  it('changes the value of one row', () => {
    expect(changeRemarkRow(addRemarkRow(firstRemarkRows()), 1, 'x')).toEqual([
      { id: 0, value: '' },
      { id: 1, value: 'x' },
    ]);
  });
});

describe('remarkTexts', () => {
  it('trims the values and drops empty ones', () => {
    expect(
      remarkTexts([
        { id: 0, value: '  Проверить оси  ' },
        { id: 1, value: '   ' },
        { id: 2, value: '' },
        { id: 3, value: '\nДобавить размеры\t' },
      ]),
    ).toEqual(['Проверить оси', 'Добавить размеры']);
  });
});

describe('commentToSend', () => {
  it('trims and ignores an empty comment', () => {
    expect(commentToSend('  Готово\nпроверьте  ')).toBe('Готово\nпроверьте');
    expect(commentToSend(' \n\t ')).toBeUndefined();
  });
});

describe('isSendKey', () => {
  it('sends on Enter without modifiers', () => {
    expect(isSendKey(key)).toBe(true);
  });
  it('keeps typing on Shift+Enter, any other modifier, another key or while composing', () => {
    expect(isSendKey({ ...key, shiftKey: true })).toBe(false);
    expect(isSendKey({ ...key, ctrlKey: true })).toBe(false);
    expect(isSendKey({ ...key, altKey: true })).toBe(false);
    expect(isSendKey({ ...key, metaKey: true })).toBe(false);
    expect(isSendKey({ ...key, key: 'a' })).toBe(false);
    expect(isSendKey({ ...key, isComposing: true })).toBe(false);
  });
});

describe('document cache updates', () => {
  const open = testNote('n1', 'Проверить оси');
  const document = testDocument({ comments: [open] });

  it('appends created remarks', () => {
    const added = testNote('n2', 'Добавить размеры');
    expect(withAddedNotes(document, [added]).comments).toEqual([open, added]);
  });

  it('replaces a toggled remark', () => {
    const done = { ...open, isDone: true };
    expect(withNote(document, done).comments).toEqual([done]);
  });

  it('appends a comment to its remark', () => {
    const comment = testComment('c1', 'Исправлено');
    expect(withNoteComment(document, 'n1', comment).comments[0]?.comments).toEqual([comment]);
    expect(withNoteComment(document, 'other', comment).comments[0]?.comments).toEqual([]);
  });
});
